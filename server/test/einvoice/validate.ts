/**
 * The official EN 16931 validation, offline: the European Commission's Schematron rules as XSLT (vendored under
 * vendor/, compiled once to SaxonJS's SEF form and kept gzipped: compiling the UBL rules takes over a minute) run
 * with SaxonJS, and the CII D16B XML schema with xmllint (WebAssembly); KoSIT's XRechnung rules likewise. See
 * vendor/README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { validateXML } from 'xmllint-wasm';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SaxonJS = require('saxon-js') as {
  transform: (options: Record<string, unknown>, mode: 'sync') => { principalResult: string };
};

const VENDOR = path.join(__dirname, 'vendor');

export interface SchematronFinding {
  id: string;
  flag: string;
  location: string;
  text: string;
}
export interface SchematronReport {
  fatal: SchematronFinding[];
  warnings: SchematronFinding[];
}

const stylesheets = new Map<string, unknown>();
function stylesheet(file: string): unknown {
  let sef = stylesheets.get(file);
  if (!sef) {
    sef = JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(VENDOR, file))).toString('utf8'));
    stylesheets.set(file, sef);
  }
  return sef;
}

const decode = (t: string) =>
  t
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const attr = (tag: string, name: string) => decode(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '');

/** Runs one compiled Schematron over one XML document; every failed assertion, by its flag. */
function run(file: string, xml: string): SchematronReport {
  const { principalResult } = SaxonJS.transform(
    { stylesheetInternal: stylesheet(file), sourceText: xml, destination: 'serialized' },
    'sync',
  );
  const findings: SchematronFinding[] = [];
  for (const m of principalResult.matchAll(
    /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g,
  )) {
    const text = decode(/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2])?.[1] ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    findings.push({ id: attr(m[1], 'id'), flag: attr(m[1], 'flag'), location: attr(m[1], 'location'), text });
  }
  return {
    fatal: findings.filter((f) => f.flag === 'fatal'),
    warnings: findings.filter((f) => f.flag !== 'fatal'),
  };
}

/** The EN 16931 Schematron of the syntax. */
export const schematron = (syntax: 'ubl' | 'cii', xml: string): SchematronReport =>
  run(path.join(syntax, `EN16931-${syntax.toUpperCase()}-validation.sef.json.gz`), xml);

/** KoSIT's XRechnung 3.0 Schematron of the syntax (the CIUS's rules and the Peppol rules it takes; vendor/xrechnung). */
export const xrechnungSchematron = (syntax: 'ubl' | 'cii', xml: string): SchematronReport =>
  run(path.join('xrechnung', syntax, `XRechnung-${syntax.toUpperCase()}-validation.sef.json.gz`), xml);

/** Validates a CII document against the UN/CEFACT CrossIndustryInvoice D16B schema; its errors (none: valid). */
export async function ciiSchemaErrors(xml: string): Promise<string[]> {
  const dir = path.join(VENDOR, 'cii', 'schema');
  const [main, ...rest] = [
    'CrossIndustryInvoice_100pD16B.xsd',
    'CrossIndustryInvoice_QualifiedDataType_100pD16B.xsd',
    'CrossIndustryInvoice_ReusableAggregateBusinessInformationEntity_100pD16B.xsd',
    'CrossIndustryInvoice_UnqualifiedDataType_100pD16B.xsd',
  ].map((fileName) => ({ fileName, contents: fs.readFileSync(path.join(dir, fileName), 'utf8') }));
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [main],
    preload: rest,
  });
  return result.errors.map((e) => e.message);
}

/** One line per warning, for the test output. */
export const warningLines = (label: string, report: SchematronReport): string[] =>
  report.warnings.map((w) => `${label}: ${w.id} (${w.flag}) ${w.text}`);
