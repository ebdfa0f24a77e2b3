import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SourceError } from './source.ts';

/**
 * XML read by local name: feeds write the same CAP or Atom element as `alert`, `cap:alert` or
 * `c:alert` depending on how they declare the namespace. Values stay strings: CAP identifiers
 * such as "2.49.0.0.554.0…" must not turn into numbers.
 */
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

export type XmlNode = Record<string, unknown>;

/** The document's root element name and content; garbage is a SourceError. */
export function parseXml(text: string): { root: string; node: XmlNode } {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new SourceError(`not XML: ${valid.err.msg} (line ${valid.err.line})`);
  const document = parser.parse(text) as XmlNode;
  const root = Object.keys(document).find((key) => !key.startsWith('?') && !key.startsWith('#'));
  if (!root) throw new SourceError('not XML: no root element');
  const node = document[root];
  return { root, node: typeof node === 'object' && node !== null ? (node as XmlNode) : {} };
}

/** An element that may appear once or many times, as a list. */
export function all(value: unknown): XmlNode[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) =>
    typeof item === 'object' && item !== null ? (item as XmlNode) : { '#text': item },
  );
}

/** The text of an element (with or without attributes), trimmed; undefined when empty or absent. */
export function text(value: unknown): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  const content =
    typeof raw === 'object' && raw !== null ? (raw as XmlNode)['#text'] : (raw as string | undefined);
  if (content === undefined || content === null) return undefined;
  const trimmed = String(content).trim();
  return trimmed === '' ? undefined : trimmed;
}
