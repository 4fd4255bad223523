import { readFileSync } from 'node:fs';
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

// A page's structured data as Google's rich-result checks read it: extracted from the HTML as a
// crawler does (@marbec/web-auto-extractor), then checked by @adobe/structured-data-validator, both
// Google's rules for each type and schema.org's vocabulary. The vocabulary is a small extract of
// schema.org's (schemaorg-all-https.jsonld: the types and properties the shop's pages use, with their
// parents and domains), kept in test/fixtures: the tests have no network, and no npm package ships the
// whole file. A type or a property outside it is reported, so a new one is added there on purpose.

const VOCABULARY = JSON.parse(
  readFileSync(new URL('../../../test/fixtures/schemaorg-product-subset.jsonld', import.meta.url), 'utf8'),
) as object;

/** The page's JSON-LD, by its root type, and what the validator says of it. */
export async function checkStructuredData(html: string): Promise<{ jsonld: Record<string, object[]>; issues: ValidationIssue[] }> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = await new Validator(VOCABULARY).validate(extracted);
  return { jsonld: extracted.jsonld, issues };
}

/** The issues that would keep a rich result from showing (not the optional fields Google merely likes). */
export const errorsOf = (issues: ValidationIssue[]) =>
  issues.filter((issue) => issue.severity === 'ERROR').map((issue) => `${issue.rootType}: ${issue.issueMessage}`);
