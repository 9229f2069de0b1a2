/** The audit log's public face: other modules record their owners' changes through it. */
export { recordAudit, type AuditActor, type AuditChange } from './audit.service.ts';
