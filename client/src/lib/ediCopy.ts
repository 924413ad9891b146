/** Words of the dashboard's EDI page and the buyers' EDI upload (docs/decisions/080). */
export const ediCopy = {
  menu: 'EDI',
  heading: 'EDI',
  intro:
    'X12 trading partners and the documents received from them (850 purchase orders) and sent to them (997, 855, 856, 810).',
  partnersHeading: 'Trading partners',
  partnersCaption: 'Companies set up for EDI',
  noPartners: 'No company is set up for EDI yet.',
  company: 'Company',
  qualifier: 'ISA qualifier',
  qualifierHint: 'ISA05: two letters or digits, e.g. ZZ or 01',
  senderId: 'ISA sender id',
  senderIdHint: 'ISA06: up to 15 letters, digits and . & _ / - or spaces',
  enabled: 'On',
  state: (on: boolean) => (on ? 'On' : 'Off'),
  functionalAck: 'Acknowledgement',
  functionalAckHint:
    'What answers each group the company sends: the 997, or the 999 (005010X231) if its translator asks for it',
  functionalAckOptions: {
    '997': '997 functional acknowledgement',
    '999': '999 implementation acknowledgement',
  } as Record<string, string>,
  change: 'Change',
  changeLabel: (company: string) => `Change the EDI set-up of ${company}`,
  formAdd: 'Set a company up for EDI',
  formChange: (company: string) => `EDI set-up of ${company}`,
  companySearch: 'Find a company by name',
  companySearchButton: 'Find',
  companySearchGroup: 'Find a company',
  companyPick: 'Company',
  companyNone: 'No company found by that name.',
  companyRequired: 'Choose a company',
  save: 'Save',
  cancel: 'Cancel',
  saved: (company: string, sender: string, on: boolean) =>
    `${company} is set up for EDI as ${sender}${on ? '' : ' (off)'}.`,
  documentsHeading: 'Documents',
  documentsCaption: 'EDI documents, newest first',
  filterCompany: 'Company',
  allCompanies: 'All companies',
  filterKind: 'Kind',
  allKinds: 'All kinds',
  noDocuments: 'No documents here.',
  shown: (n: number) => (n === 1 ? '1 document' : `${n} documents`),
  loading: 'Loading EDI…',
  direction: 'Direction',
  received: 'Received',
  sent: 'Sent',
  kind: 'Kind',
  control: 'Control number',
  order: 'Order',
  date: 'Date',
  open: 'Open',
  openLabel: (kind: string, control: string) => `Open ${kind} ${control}`,
  documentTitle: (kind: string, control: string) => `${kind} · control number ${control}`,
  segmentsLabel: 'Segments, one a line',
  download: 'Download',
  close: 'Close',
  waiting: 'Waiting for approval',
  partnerAck: "Partner's 997",
  ackStatus: {
    ACCEPTED: 'Accepted',
    ACCEPTED_WITH_ERRORS: 'Accepted with errors',
    PARTLY_ACCEPTED: 'Partly accepted',
    REJECTED: 'Rejected',
  } as Record<string, string>,
  noAckYet: 'None yet',
  ackLine: (status: string, when: string, note: string | null) =>
    `Partner's 997: ${status} on ${when}${note ? ` (${note})` : ''}`,
  // The buyers' upload on My Company.
  uploadHeading: 'Send an EDI file',
  uploadIntro: (sender: string) =>
    `An X12 interchange of 850 purchase orders or 860 change requests from your company's EDI sender ${sender}: each purchase order is ordered as if you checked out (your company's approval rules apply) or refused with its reason, each change request is applied by the same rules and answered by an 865, and a 997 answers the file.`,
  fileText: 'The interchange (ISA to IEA)',
  chooseFile: 'Choose a file',
  fileHint: '.edi, .x12 or .txt, up to 90 kB',
  fileUnreadable: 'That file could not be read.',
  tooLarge: 'That file is larger than 90 kB: send it to POST /edi/x12 instead.',
  empty: 'Choose a file or paste the interchange first.',
  send: 'Send',
  sending: 'Sending…',
  ordersMade: (n: number) => (n === 1 ? '1 order made' : `${n} orders made`),
  refused: (n: number) => (n === 1 ? '1 purchase order refused' : `${n} purchase orders refused`),
  ordersList: 'Orders made',
  refusalsList: 'Purchase orders refused',
  orderLine: (po: string | null) => (po ? `Your PO ${po}: ` : ''),
  waitingLine: 'waiting for approval',
  refusalLine: (set: string, po: string | null, reason: string) =>
    `${po ? `PO ${po}` : `Set ${set}`}: ${reason}`,
  downloadAck: (kind: string) => `Download the ${kind}`,
  downloadTa1: 'Download the TA1',
  changesMade: (n: number) => (n === 1 ? '1 change request answered' : `${n} change requests answered`),
  changesList: 'Change requests answered',
  changeLine: (po: string | null, cancellation: boolean, taken: number, refused: number) =>
    `${po ? `Your PO ${po}` : 'Change request'}: ${
      cancellation
        ? taken
          ? 'cancelled'
          : 'not cancelled'
        : [
            taken ? `${taken} change${taken === 1 ? '' : 's'} made` : null,
            refused ? `${refused} refused` : null,
          ]
            .filter(Boolean)
            .join(', ')
    }`,
  download865: (po: string | null) => `Download the 865${po ? ` for PO ${po}` : ''}`,
  acknowledgedList: 'Documents your 997 acknowledged',
  acknowledgedCount: (n: number) => (n === 1 ? '1 document acknowledged' : `${n} documents acknowledged`),
  acksRefused: (n: number) => (n === 1 ? '1 acknowledgement refused' : `${n} acknowledgements refused`),
  acknowledgedLine: (kind: string, control: string, status: string) =>
    `Our ${kind} with control number ${control}: ${status}`,
};
