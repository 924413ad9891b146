import {
  csvCell,
  failedLinesCsv,
  parseQuantityCell,
  parseQuickOrderText,
  splitCsvLine,
} from '../../src/modules/wholesale/quick-order-csv';

/** Parsing quick-order files and writing the failed-lines CSV: pure functions, no database. */
describe('quick-order file parsing', () => {
  it('reads sku,quantity rows with a header, blank lines, CRLF and a BOM', () => {
    const lines = parseQuickOrderText('\uFEFFsku,quantity\r\nGS-11-CLR,250\r\n\r\n  PB-100W , 100 \n');
    expect(lines).toEqual([
      { lineNumber: 2, reference: 'GS-11-CLR', quantityText: '250', quantity: 250, problem: null },
      { lineNumber: 4, reference: 'PB-100W', quantityText: '100', quantity: 100, problem: null },
    ]);
  });

  it('takes semicolons (European Excel) and tabs, and quoted names with commas', () => {
    expect(parseQuickOrderText('GS-11-CLR;250\nPB-100W;100').map((l) => l.quantity)).toEqual([250, 100]);
    expect(parseQuickOrderText('GS-11-CLR\t250').map((l) => l.quantity)).toEqual([250]);
    expect(parseQuickOrderText('"Glue Gun Stand, Mat ""XL""",150')[0]).toMatchObject({
      reference: 'Glue Gun Stand, Mat "XL"',
      quantity: 150,
    });
  });

  it.each([
    ['12.5', 'Quantity must be a whole number of units, not 12.5'],
    ['-100', 'Quantity must be a positive whole number'],
    ['abc', 'Quantity must be a whole number of units, not "abc"'],
    ['1e5', 'Quantity must be a whole number of units, not "1e5"'],
    ['1.000', 'Write the quantity without separators: 1000'],
    ['99999999999999999999', 'Quantity 99999999999999999999 is too large: at most 1,000,000 units a line'],
    ['', 'Quantity is missing: write sku,quantity'],
    ['=1+2', 'Quantity must be a whole number of units, not "=1+2"'],
  ])('quantity %p -> %p', (cell, message) => {
    expect(parseQuantityCell(cell)).toEqual({ problem: message });
  });

  // Spreadsheets write thousands separators; they are read where they cannot be a decimal point.
  it('reads "1,000" and "1 000" as a thousand units, "1.000" only in a semicolon file', () => {
    expect(parseQuantityCell('1,000')).toEqual({ quantity: 1000 });
    expect(parseQuantityCell('12,500', '\t')).toEqual({ quantity: 12_500 });
    expect(parseQuantityCell('1 000')).toEqual({ quantity: 1000 });
    expect(parseQuantityCell('1\u00a0000', ';')).toEqual({ quantity: 1000 });
    expect(parseQuantityCell('1.000', ';')).toEqual({ quantity: 1000 });
    expect(parseQuantityCell('1,000', ';')).toEqual({
      problem: 'Write the quantity without separators: 1000',
    });
    expect(parseQuantityCell('1,5')).toEqual({
      problem: 'Quantity must be a whole number of units, not 1,5',
    });
    expect(parseQuantityCell('1,000,000,000')).toEqual({
      problem: 'Quantity 1,000,000,000 is too large: at most 1,000,000 units a line',
    });
  });

  it('reads Excel\'s quoted "1,000" in a comma file and "1.000" in a semicolon file', () => {
    expect(
      parseQuickOrderText('sku,quantity\nGS-11-CLR,"1,000"\nPB-100W,"2,500"').map((l) => [
        l.quantity,
        l.problem,
      ]),
    ).toEqual([
      [1000, null],
      [2500, null],
    ]);
    expect(parseQuickOrderText('GS-11-CLR;1.000\nPB-100W;250').map((l) => [l.quantity, l.problem])).toEqual([
      [1000, null],
      [250, null],
    ]);
  });

  it('says an unquoted 1,000 in a comma file was split by its comma', () => {
    expect(parseQuickOrderText('GS-11-CLR,250\nPB-100W,1,000')[1]).toMatchObject({
      quantity: null,
      problem: 'The comma in 1,000 splits the quantity: write 1000 or put it in quotes, "1,000"',
    });
  });

  it('decides the separator by the whole file and names a line written with another one', () => {
    const lines = parseQuickOrderText('GS-11-CLR,250\nPB-100W;100\nGS-7-WHT,300');
    expect(lines.map((l) => l.problem)).toEqual([
      null,
      'This line is separated by semicolons (;), the rest of the file by commas (,): use commas (,) here too',
      null,
    ]);
    // A semicolon file whose first line happens to hold a comma is still a semicolon file.
    expect(
      parseQuickOrderText('"Stand, XL";150\nGS-11-CLR;250\nPB-100W;100').map((l) => [
        l.reference,
        l.quantity,
      ]),
    ).toEqual([
      ['Stand, XL', 150],
      ['GS-11-CLR', 250],
      ['PB-100W', 100],
    ]);
  });

  it('leading zeros and a plus sign are still whole numbers', () => {
    expect(parseQuantityCell('00150')).toEqual({ quantity: 150 });
    expect(parseQuantityCell('+150')).toEqual({ quantity: 150 });
  });

  it('marks lines it cannot read, one message each', () => {
    const lines = parseQuickOrderText(
      ['"GS-11-CLR,250', ',100', 'a,1,2', `GS-11-CLR,${'9'.repeat(3)}`, 'Caf\uFFFD,100'].join('\n'),
    );
    expect(lines.map((l) => l.problem)).toEqual([
      'A quote (") is never closed on this line',
      'Product is missing: start the line with its SKU, id or exact name',
      'Expected two columns, sku,quantity; this line has 3',
      null,
      'This line is not UTF-8 text: save the file as "CSV UTF-8" and upload it again',
    ]);
  });

  it('refuses an empty text and more than 500 lines as a whole, with a clear message', () => {
    expect(() => parseQuickOrderText(' \n\n')).toThrow('Paste or upload at least one line: sku,quantity');
    expect(() => parseQuickOrderText(Array.from({ length: 10_000 }, () => 'A,1').join('\n'))).toThrow(
      'At most 500 lines per quick order; this one has 10,000. Split it into smaller files.',
    );
    expect(parseQuickOrderText(Array.from({ length: 500 }, () => 'A,100').join('\n'))).toHaveLength(500);
  });

  it('splits cells the RFC 4180 way within a line', () => {
    expect(splitCsvLine('a,"b,c",d', ',')).toEqual(['a', 'b,c', 'd']);
    expect(splitCsvLine('"unclosed,1', ',')).toBeNull();
  });
});

describe('failed-lines CSV', () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', '"\'\t=1"'],
    ['\r=1', '"\'\r=1"'],
    ['  =1', "'  =1"],
    ['plain', 'plain'],
    ['has "quotes", commas', '"has ""quotes"", commas"'],
  ])('cell %j -> %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes a header and one row per failed line with its reasons', () => {
    const csv = failedLinesCsv([
      {
        lineNumber: 3,
        reference: '=HYPERLINK("http://x")',
        quantityText: '130',
        reasons: ['No product has the SKU, id or name "=HYPERLINK("http://x")"'],
      },
      {
        lineNumber: 5,
        reference: 'GS-11-CLR',
        quantityText: '130',
        reasons: ['Sold in cases of 25: 125 or 150', 'Only 100 units of Sticks are in stock'],
      },
    ]);
    expect(csv).toBe(
      [
        'line,sku,quantity,reason',
        '3,"\'=HYPERLINK(""http://x"")",130,"No product has the SKU, id or name ""=HYPERLINK(""http://x"")"""',
        '5,GS-11-CLR,130,"Sold in cases of 25: 125 or 150; Only 100 units of Sticks are in stock"',
        '',
      ].join('\r\n'),
    );
    expect(failedLinesCsv([])).toBe('');
  });
});

describe('the CSV writer (csv-stringify with our additions)', () => {
  it('quotes a bare carriage return, separators of other locales and edge spaces, and defuses formulas', () => {
    expect(csvCell('a\rb')).toBe('"a\rb"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('x;y')).toBe('"x;y"');
    expect(csvCell(' lead')).toBe('" lead"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('  -2')).toBe("'  -2");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });
});
