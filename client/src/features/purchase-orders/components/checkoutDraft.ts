/**
 * What the checkout form starts with: the buyer's half-filled form if they left it (a reload,
 * Back, a look at My Orders), with the days asked per line, else the delivery details of their latest order, else
 * empty. The draft lives in sessionStorage (this tab, until it closes), under the signed-in user's id: another
 * account on the same browser never sees it. Placing the order clears it.
 */
import { emptyCheckoutForm, type CheckoutFormValues } from './CheckoutForm';

const key = (userId: string) => `checkout-draft:${userId}`;
/** More lines than a cart holds are not kept: an entry that large was not written by the form. */
const MAX_KEPT_LINE_DATES = 500;

/** The days asked per line, by item id: only string days under string ids. */
function lineDatesOf(raw: unknown): Record<string, string> | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const kept = Object.entries(raw as Record<string, unknown>)
    .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '' && e[0].length <= 64)
    .slice(0, MAX_KEPT_LINE_DATES);
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

export function loadDraft(userId: string): CheckoutFormValues | null {
  try {
    const raw = sessionStorage.getItem(key(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Record<keyof CheckoutFormValues, unknown>>;
    // Only the form's own fields, and only strings: an old or tampered entry cannot put anything else in the form.
    const draft = { ...emptyCheckoutForm };
    for (const field of Object.keys(draft) as Array<Exclude<keyof CheckoutFormValues, 'lineDates'>>) {
      if (typeof parsed[field] === 'string') draft[field] = parsed[field];
    }
    const lineDates = lineDatesOf(parsed.lineDates);
    return lineDates ? { ...draft, lineDates } : draft;
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, values: CheckoutFormValues): void {
  try {
    sessionStorage.setItem(key(userId), JSON.stringify(values));
  } catch {
    // No storage (private mode, quota): the form still works, it is only not kept.
  }
}

export function clearDraft(userId: string): void {
  try {
    sessionStorage.removeItem(key(userId));
  } catch {
    // nothing kept, nothing to clear
  }
}

interface PastOrder {
  companyName?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
  contactPhone?: string | null;
}

/** The latest order that has an address (orders come newest first), as form values; PO number and notes stay empty. */
export function fromLastOrder(orders: readonly PastOrder[]): CheckoutFormValues | null {
  const last = orders.find((o) => o.addressLine1);
  if (!last) return null;
  return {
    ...emptyCheckoutForm,
    companyName: last.companyName ?? '',
    addressLine1: last.addressLine1 ?? '',
    addressLine2: last.addressLine2 ?? '',
    city: last.city ?? '',
    region: last.region ?? '',
    postalCode: last.postalCode ?? '',
    country: last.country ?? emptyCheckoutForm.country,
    contactPhone: last.contactPhone ?? '',
  };
}

export function initialCheckoutValues(userId: string, orders: readonly PastOrder[]): CheckoutFormValues {
  return loadDraft(userId) ?? fromLastOrder(orders) ?? emptyCheckoutForm;
}
