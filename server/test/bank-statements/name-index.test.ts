/**
 * The matcher finds a payer's invoices through an index of name keys (a 10,000-line statement against 50,000 open
 * invoices took 74 s when every line read every invoice: bench/import.mjs). The index must find exactly what the rule
 * says: a key equal to the payer's, inside it, or containing it, both at least 3 characters. Checked here against
 * that rule written plainly, on random names made of a small alphabet (so containment happens often).
 */
import fc from 'fast-check';
import { NameIndex, type OpenInvoice } from '../../src/modules/bank-statements/matching';

const invoice = (n: number): OpenInvoice => ({
  id: `inv-${n}`, invoiceNumber: `INV-${String(n).padStart(6, '0')}`, buyerName: '', companyName: null, userId: null, balanceCents: 100, issuedOn: '2026-11-01', dueAt: new Date(0),
});
const plainRule = (who: string, key: string) => who.length >= 3 && key.length >= 3 && (who === key || who.includes(key) || key.includes(who));
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' '), minLength: 0, maxLength: 9 });

test('the name index finds exactly the invoices whose keys equal, sit inside or contain the payer\'s', () => {
  fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 40 }), fc.array(word, { minLength: 1, maxLength: 10 }), (keys, payers) => {
    const index = new NameIndex();
    const invoices = keys.map((key, i) => ({ key, inv: invoice(i) }));
    for (const { key, inv } of invoices) index.add(key, inv);
    for (const who of payers) {
      const found = index.find(who).map((i) => i.id).sort();
      const expected = invoices.filter(({ key }) => plainRule(who, key)).map(({ inv }) => inv.id).sort();
      expect(found).toEqual(expected);
    }
  }), { numRuns: 300 });
});
