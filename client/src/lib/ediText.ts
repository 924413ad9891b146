/** X12 EDI text in the browser (docs/decisions/080): the transaction sets by name, a document one segment a line, a .edi download. */

/** The transaction sets the shop keeps, with their names. */
export const EDI_KIND_NAMES: Readonly<Record<string, string>> = {
  '850': 'Purchase order',
  '855': 'Order acknowledgement',
  '856': 'Ship notice',
  '810': 'Invoice',
  '997': 'Functional acknowledgement',
  '860': 'Order change request',
  '865': 'Order change acknowledgement',
  '999': 'Implementation acknowledgement',
  TA1: 'Interchange acknowledgement',
};
export const EDI_KINDS = ['850', '855', '860', '865', '856', '810', '997', '999', 'TA1'] as const;
export const ediKindLabel = (kind: string) =>
  EDI_KIND_NAMES[kind] ? `${kind} ${EDI_KIND_NAMES[kind]}` : kind;

/** The segments of an interchange, one a line: the terminator is the ISA's 106th character (newlines around it dropped). */
export function ediSegments(text: string): string[] {
  const body = text.replace(/^\s+/, '');
  const terminator = body.startsWith('ISA') && body.length > 105 ? body[105] : '~';
  return body
    .split(terminator)
    .map((s) => s.replace(/[\r\n]+/g, '').trim())
    .filter(Boolean)
    .map((s) => `${s}${terminator}`);
}

/** Starts a download of `text` as the X12 file `fileName` (.edi). */
export function saveEdi(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/edi-x12' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser reads the Blob after the click returns: released a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name for a document: kind, direction and control number. */
export const ediFileName = (kind: string, controlNumber: string, direction?: string) =>
  `${kind}-${direction === 'IN' ? 'received' : 'sent'}-${controlNumber.replace(/[^A-Za-z0-9-]/g, '')}.edi`;
