/** The private-access module's public face: the only file other modules import. */
export { findGrant, type AccessGrant } from './private-access.service.ts';
