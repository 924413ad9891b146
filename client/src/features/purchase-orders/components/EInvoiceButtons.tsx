import { HStack, Text } from '@chakra-ui/react';
import { DownloadButton } from './DownloadButton';
import type { EInvoiceFormat } from '../download';

/** The e-invoice files of one document (UBL, CII, Factur-X, XRechnung in both syntaxes), for a buyer's purchasing or accounting system. */
const FORMATS: Array<{
  format: EInvoiceFormat;
  label: string;
  extension: string;
  what: string;
  an?: boolean;
}> = [
  { format: 'ubl', label: 'UBL', extension: 'ubl.xml', what: 'UBL e-invoice' },
  { format: 'cii', label: 'CII', extension: 'cii.xml', what: 'CII e-invoice' },
  { format: 'factur-x', label: 'Factur-X', extension: 'factur-x.pdf', what: 'Factur-X e-invoice' },
  {
    format: 'xrechnung-ubl',
    label: 'XRechnung UBL',
    extension: 'xrechnung-ubl.xml',
    what: 'XRechnung (UBL) e-invoice',
    an: true,
  },
  {
    format: 'xrechnung-cii',
    label: 'XRechnung CII',
    extension: 'xrechnung-cii.xml',
    what: 'XRechnung (CII) e-invoice',
    an: true,
  },
];

interface Props {
  /** INV-000123 or CN-000012: names the files and the buttons. */
  number: string;
  pathFor: (format: EInvoiceFormat) => string;
  size?: 'xs' | 'sm';
}

export function EInvoiceButtons({ number, pathFor, size = 'sm' }: Props) {
  return (
    <HStack gap="2" wrap="wrap" align="flex-start" role="group" aria-label={`E-invoice of ${number}`}>
      <Text fontSize="sm" color="fg.muted" alignSelf="center">
        E-invoice:
      </Text>
      {FORMATS.map((f) => (
        <DownloadButton
          key={f.format}
          size={size}
          path={pathFor(f.format)}
          fileName={`${number}.${f.extension}`}
          what={f.what}
          aria-label={`Download ${number} as ${f.an ? 'an' : 'a'} ${f.what}`}
        >
          {f.label}
        </DownloadButton>
      ))}
    </HStack>
  );
}
