import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { GENERIC_MESSAGES, describeError } from '../src/lib/errors';
import { orderErrors } from '../src/features/products/components/OrderModal';

const gqlError = (errors: object[]) => new CombinedGraphQLErrors({ errors } as never);

describe('what a person sees when something fails', () => {
  it('never shows variable coercion wording, even under BAD_USER_INPUT', () => {
    const e = gqlError([
      {
        message:
          'Variable "$input" got invalid value 150.5 at "input.quantity"; Int cannot represent non-integer value: 150.5',
        locations: [{ line: 1, column: 19 }],
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
    expect(describeError(e).message).toBe(GENERIC_MESSAGES.unknown);
    expect(orderErrors(e)).toEqual({ form: GENERIC_MESSAGES.unknown });
  });

  it("shows the server's own refusal next to the field it names", () => {
    const e = gqlError([
      {
        message: 'Only 40 units of Hot Glue Gun are in stock',
        path: ['placeOrder'],
        extensions: { code: 'BAD_USER_INPUT', field: 'quantity' },
      },
    ]);
    expect(describeError(e)).toMatchObject({
      message: 'Only 40 units of Hot Glue Gun are in stock',
      field: 'quantity',
      code: 'BAD_USER_INPUT',
    });
    expect(orderErrors(e)).toEqual({ quantity: 'Only 40 units of Hot Glue Gun are in stock' });
    const phone = gqlError([
      {
        message: 'Phone must be a phone number',
        path: ['placeOrder'],
        extensions: { code: 'BAD_USER_INPUT', field: 'phone' },
      },
    ]);
    expect(orderErrors(phone)).toEqual({ phone: 'Phone must be a phone number' });
  });

  it('keeps the reason of a refusal (e-mail not verified, credit limit)', () => {
    const e = gqlError([
      {
        message: 'Verify your e-mail address before paying by invoice.',
        path: ['payOrderItem'],
        extensions: { code: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' },
      },
    ]);
    expect(describeError(e)).toMatchObject({ code: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' });
  });

  it('hides internal, validation and parse errors and network failures', () => {
    for (const [message, code] of [
      ['Internal server error', 'INTERNAL_SERVER_ERROR'],
      ['Cannot query field "x" on type "Query".', 'GRAPHQL_VALIDATION_FAILED'],
      ['Syntax Error: Unexpected Name', 'GRAPHQL_PARSE_FAILED'],
    ]) {
      expect(describeError(gqlError([{ message, path: ['x'], extensions: { code } }])).message).toBe(
        GENERIC_MESSAGES.unknown,
      );
    }
    expect(describeError(new TypeError('Failed to fetch')).message).toBe(GENERIC_MESSAGES.network);
    expect(
      describeError(
        new ServerError('boom', { response: { status: 502, headers: new Map() }, bodyText: '' } as never),
      ).message,
    ).toBe(GENERIC_MESSAGES.unknown);
    expect(describeError(new Error('ECONNREFUSED')).message).toBe(GENERIC_MESSAGES.unknown);
  });

  it('says the session ended for UNAUTHENTICATED', () => {
    expect(
      describeError(
        gqlError([{ message: 'jwt expired', path: ['me'], extensions: { code: 'UNAUTHENTICATED' } }]),
      ).message,
    ).toBe(GENERIC_MESSAGES.session);
  });
});
