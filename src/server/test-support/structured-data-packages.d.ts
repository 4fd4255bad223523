// The structured-data checkers the page tests use; neither ships its own types.

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): { jsonld: Record<string, object[]>; errors: unknown[] };
  }
}

declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    rootType: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: object);
    validate(extracted: object): Promise<ValidationIssue[]>;
  }
}
