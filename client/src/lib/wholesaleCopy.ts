/**
 * Visible strings of the wholesale terms and the quick-order page. Rule and price messages come from
 * @gluegun/common (the server's own words); only presentation lives here.
 */
import { MAX_QUICK_ORDER_LINES, formatCents, formatUnits, type QuantityRule } from '@gluegun/common';

export const wholesaleCopy = {
  sku: (sku: string) => `SKU: ${sku}`,
  requestQuote: 'Request a quote',
  /** The buyer's company's own part number for an item (My Orders, invoices, the product page). */
  /** Beside a contract price: what everyone else pays. */
  listPrice: (price: string) => `List price ${price}`,
  yourPartNumber: (partNumber: string) => `Your part no. ${partNumber}`,
  /** A product with fewer units in stock than one order's minimum. */
  belowMinimumStock: (minimum: number, stock: number) =>
    `Not available to order: the minimum order is ${formatUnits(minimum)} units and ${formatUnits(stock)} ${stock === 1 ? 'is' : 'are'} in stock.`,
  fromPrice: (price: string) => `from ${price}`,
  /** "Sold in cases of 25 · minimum 100 units · at most 5,000 per order". */
  rule: (rule: QuantityRule) =>
    [
      rule.increment > 1 ? `Sold in cases of ${formatUnits(rule.increment)}` : null,
      `Minimum ${formatUnits(rule.minimum)} units`,
      rule.maximum !== null ? `at most ${formatUnits(rule.maximum)} per order` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  breaks: {
    caption: 'Volume prices',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    from: (n: number) => `${formatUnits(n)}+`,
    current: 'your price',
  },
  line: {
    unitPrice: (cents: number, from: number) =>
      `Unit price: ${formatCents(cents)} (${formatUnits(from)}+ price)`,
    total: (cents: number) => `Line total: ${formatCents(cents)}`,
    useBreak: (quantity: number) => `Order ${formatUnits(quantity)} instead`,
  },
  quickOrder: {
    title: 'Quick order',
    intro: `Paste rows of sku,quantity or upload a CSV file (at most ${MAX_QUICK_ORDER_LINES} lines). The first column may also be a product id, its exact name or your own part number.`,
    linesLabel: 'Lines (sku,quantity)',
    linesHint:
      'One product per line, for example GS-11-CLR,250. Comma, semicolon or tab separated; a header row is fine.',
    placeholder: 'GS-11-CLR,250\nPB-100W,100',
    upload: 'Upload a CSV file',
    uploadHint: 'CSV or text, saved as UTF-8',
    check: 'Check lines',
    checking: 'Checking…',
    fileTooLarge: (size: string) =>
      `This file is ${size}; a quick-order file can be at most 90 kB (about ${MAX_QUICK_ORDER_LINES} lines). Split it into smaller files.`,
    requestTooLarge: `This is too much to send at once (the shop takes at most 100 kB, about ${MAX_QUICK_ORDER_LINES} lines). Split it into smaller files.`,
    fileUnreadable: 'This file could not be read. Save it as CSV (UTF-8) and try again.',
    summary: (ok: number, failed: number) =>
      `${ok} ${ok === 1 ? 'line' : 'lines'} ready · ${failed} ${failed === 1 ? 'line needs' : 'lines need'} attention`,
    total: (cents: number, units: number) =>
      `Ready lines: ${formatUnits(units)} units, ${formatCents(cents)}`,
    linesHeading: 'Checked lines',
    lineLabel: (n: number) => `Line ${n}`,
    unknownProduct: 'Unknown product',
    ready: 'Ready',
    needsAttention: 'Needs attention',
    quantity: (text: string) => `Quantity: ${text}`,
    breakNow: (from: number, cents: number) => `Price break: ${formatUnits(from)}+ at ${formatCents(cents)}`,
    breakNext: (from: number, cents: number) => `Next break: ${formatUnits(from)}+ at ${formatCents(cents)}`,
    roundUp: (n: number) => `Round up to ${formatUnits(n)}`,
    downloadFailed: 'Download the lines that need attention (CSV)',
    failedFileName: 'quick-order-lines-to-fix.csv',
    phone: 'Phone',
    add: (n: number) => `Add ${n} ${n === 1 ? 'line' : 'lines'} to My Orders`,
    nothingToAdd: 'No line is ready to add yet.',
    addedTitle: (n: number) => `Added ${n} ${n === 1 ? 'line' : 'lines'} to My Orders`,
    openMyOrders: 'Open My Orders',
    refusedTitle: 'Nothing was added',
    /** The whole list refused before any line was checked (too many lines, empty). */
    notCheckedTitle: 'These lines were not checked',
  },
} as const;
