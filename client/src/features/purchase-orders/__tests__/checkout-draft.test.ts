/** The checkout form's starting values: the draft per user, else the latest order's address. */
import {
  clearDraft,
  fromLastOrder,
  initialCheckoutValues,
  loadDraft,
  saveDraft,
} from '../components/checkoutDraft';
import { emptyCheckoutForm } from '../components/CheckoutForm';

const address = {
  companyName: 'Acme Crafts',
  addressLine1: '1 Main St',
  addressLine2: null,
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
  contactPhone: '+1 555 0100',
};

beforeEach(() => sessionStorage.clear());

describe('checkout draft', () => {
  it('keeps a half-filled form for its user only, until cleared', () => {
    saveDraft('u1', { ...emptyCheckoutForm, poNumber: 'PO-1', companyName: 'Half Done Ltd' });
    expect(loadDraft('u1')).toEqual({ ...emptyCheckoutForm, poNumber: 'PO-1', companyName: 'Half Done Ltd' });
    expect(loadDraft('u2')).toBeNull();
    clearDraft('u1');
    expect(loadDraft('u1')).toBeNull();
  });

  it("takes only the form's own string fields from storage", () => {
    sessionStorage.setItem(
      'checkout-draft:u1',
      JSON.stringify({ companyName: 'Ok Ltd', city: 42, itemIds: ['x'], __proto__: { a: 1 } }),
    );
    expect(loadDraft('u1')).toEqual({ ...emptyCheckoutForm, companyName: 'Ok Ltd' });
    sessionStorage.setItem('checkout-draft:u1', '{not json');
    expect(loadDraft('u1')).toBeNull();
  });

  it('keeps the day asked per line, by item id; drops empty days, days that are not strings and odd entries', () => {
    saveDraft('u1', { ...emptyCheckoutForm, lineDates: { i1: '2027-01-14', i2: '' } });
    expect(loadDraft('u1')).toEqual({ ...emptyCheckoutForm, lineDates: { i1: '2027-01-14' } });
    sessionStorage.setItem(
      'checkout-draft:u1',
      JSON.stringify({ lineDates: { i1: 7, i2: '2027-01-15', [`x${'y'.repeat(80)}`]: '2027-01-16' } }),
    );
    expect(loadDraft('u1')).toEqual({ ...emptyCheckoutForm, lineDates: { i2: '2027-01-15' } });
    for (const odd of [['2027-01-14'], 'i1', null]) {
      sessionStorage.setItem('checkout-draft:u1', JSON.stringify({ lineDates: odd }));
      expect(loadDraft('u1')).toEqual(emptyCheckoutForm);
    }
    clearDraft('u1');
    expect(loadDraft('u1')).toBeNull();
  });

  it('offers the latest order with an address, without its PO number or notes', () => {
    const orders = [
      { ...address, addressLine1: null, companyName: 'No Address' },
      address,
      { ...address, companyName: 'Older' },
    ];
    expect(fromLastOrder(orders)).toEqual({
      ...emptyCheckoutForm,
      ...address,
      addressLine2: '',
      poNumber: '',
      notes: '',
    });
    expect(fromLastOrder([])).toBeNull();
  });

  it('starts from the draft, else the last order, else empty', () => {
    expect(initialCheckoutValues('u1', [])).toEqual(emptyCheckoutForm);
    expect(initialCheckoutValues('u1', [address]).companyName).toBe('Acme Crafts');
    saveDraft('u1', { ...emptyCheckoutForm, companyName: 'Typed Ltd' });
    expect(initialCheckoutValues('u1', [address]).companyName).toBe('Typed Ltd');
  });
});
