/** The parts of @adobe/structured-data-validator (no types of its own) the SEO tests use. */
declare module '@adobe/structured-data-validator' {
  export type Issue = {
    rootType: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
  };
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<Issue[]>;
  }
}
