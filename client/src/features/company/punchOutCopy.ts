/** The dashboard's PunchOut identity form (docs/decisions/064). */
export const punchOutCopy = {
  button: 'PunchOut',
  buttonFor: (name: string) => `Set up PunchOut for ${name}`,
  title: (name: string) => `PunchOut for ${name}`,
  introNew:
    "The credentials the company's purchasing system (SAP Ariba, Coupa, SAP with OCI) sends when its buyers punch out to the shop. Agree them with the company's purchasing team.",
  introKnown:
    "The credentials the company's purchasing system sends. The secrets are not shown: leave them empty to keep them.",
  fromDomain: 'From domain (cXML)',
  fromIdentity: 'From identity',
  toDomain: 'To domain',
  toIdentity: 'To identity',
  senderDomain: 'Sender domain',
  senderIdentity: 'Sender identity',
  sharedSecret: 'Shared secret',
  secretHint: 'At least 16 characters; the purchasing system sends the same.',
  keepSecret: 'Leave empty to keep the one set before.',
  ociUsername: 'OCI user name',
  ociHint: 'For SAP systems that use OCI; leave empty to turn OCI off.',
  ociPassword: 'OCI password',
  punchOutUser: 'Buyer signed in when the request names none',
  punchOutUserHint:
    'A request naming a buyer or requester of the company signs them in; company admins never punch out.',
  noUser: 'Only members named in the request',
  enabled: 'Accept PunchOut requests',
  yes: 'Yes',
  no: 'No',
  save: 'Save PunchOut',
  cancel: 'Cancel',
  saved: 'PunchOut saved',
} as const;
