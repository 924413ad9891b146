import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { quotedPriceText } from '@gluegun/common';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { OrderItem } from '../orders/order.type';
import {
  Quote,
  QuoteAcceptance,
  QuoteFreight,
  QuotePriceLineInput,
  QuoteRequestLineInput,
  QuoteStatus,
} from './quote.type';
import * as moves from './quote-moves';
import * as reads from './quote-reads';
import { acceptQuote } from './quote-accept';
import * as rep from './quote-rep';
import { quoteNumberOf, type QuoteView } from './quote-common';
import { quoteFreightOf } from './quote-freight';

const VERSION = {
  nullable: true,
  description: 'The version you are answering (refused when a newer one exists)',
} as const;

@Resolver()
export class QuoteResolver {
  @Allow('requestQuote')
  @Mutation(() => Quote, {
    description:
      'Ask the shop for a quote on products and quantities, each with a note and a target price; with fromOpenItems, on your open items (lines left out: all of them at their quantities), which accepting then replaces',
  })
  requestQuote(
    @Ctx() ctx: Context,
    @Arg('lines', () => [QuoteRequestLineInput], { nullable: true }) lines: QuoteRequestLineInput[] | null,
    @Arg('note', { defaultValue: '' }) note: string,
    @Arg('fromOpenItems', {
      defaultValue: false,
      description: 'Ask about your open items: every line must name a product among them',
    })
    fromOpenItems: boolean,
  ) {
    return moves.requestQuote(ctx, { lines, note }, { fromOpenItems });
  }

  @Allow('counterQuote')
  @Mutation(() => Quote, {
    description: "Answer the shop's sent version with other quantities or target prices",
  })
  counterQuote(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('lines', () => [QuoteRequestLineInput]) lines: QuoteRequestLineInput[],
    @Arg('note', { defaultValue: '' }) note: string,
    @Arg('version', () => Int, VERSION) version?: number | null,
  ) {
    return moves.counterQuote(ctx, id, { lines, note }, version);
  }

  @Allow('acceptQuote')
  @Mutation(() => QuoteAcceptance, {
    description: "Accept the shop's sent version: its lines become your open items at the quoted prices",
  })
  acceptQuote(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('version', () => Int, VERSION) version?: number | null,
  ) {
    return acceptQuote(ctx, id, version);
  }

  @Allow('declineQuote')
  @Mutation(() => Quote, { description: 'Decline a quote (a sent price, or a request you no longer need)' })
  declineQuote(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return moves.declineQuote(ctx, id);
  }

  @Allow('myQuotes')
  @Query(() => [Quote], {
    description: "Your company's quotes you may see (as its orders), newest first; at most 50 a page",
  })
  myQuotes(
    @Ctx() ctx: Context,
    @Arg('status', () => QuoteStatus, { nullable: true }) status?: string | null,
    @Arg('take', () => Int, { nullable: true }) take?: number | null,
    @Arg('skip', () => Int, { nullable: true }) skip?: number | null,
  ) {
    return reads.myQuotes(ctx, { status, take, skip });
  }

  @Allow('quoteDetails')
  @Query(() => Quote, {
    description: "One quote with its versions: its company's members by the orders' rule, or the shop",
  })
  quoteDetails(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return reads.quoteDetails(ctx, id);
  }

  @Allow('quotes')
  @Query(() => [Quote], {
    description: 'Every quote, newest first, by status and company; at most 50 a page. Admins only.',
  })
  quotes(
    @Ctx() ctx: Context,
    @Arg('status', () => QuoteStatus, { nullable: true }) status?: string | null,
    @Arg('companyId', () => ID, { nullable: true }) companyId?: string | null,
    @Arg('take', () => Int, { nullable: true }) take?: number | null,
    @Arg('skip', () => Int, { nullable: true }) skip?: number | null,
  ) {
    return reads.quotes(ctx, { status, companyId, take, skip });
  }

  @Allow('sendQuote')
  @Mutation(() => Quote, {
    description:
      'Price the lines and send them (or counter a sent version); a discount over 20 % waits for a second staff member. Admins only.',
  })
  sendQuote(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('lines', () => [QuotePriceLineInput]) lines: QuotePriceLineInput[],
    @Arg('validUntil', { description: 'The last day it can be accepted, YYYY-MM-DD' }) validUntil: string,
    @Arg('freightNote', { defaultValue: '' }) freightNote: string,
    @Arg('note', { defaultValue: '' }) note: string,
    @Arg('version', () => Int, VERSION) version?: number | null,
  ) {
    return moves.sendQuote(ctx, id, { lines, validUntil, freightNote, note }, version);
  }

  @Allow('approveQuote')
  @Mutation(() => Quote, {
    description:
      'Approve the deep discount of a priced version and send it; never the one who priced it. Admins only.',
  })
  approveQuote(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('version', () => Int, VERSION) version?: number | null,
  ) {
    return moves.approveQuote(ctx, id, version);
  }

  @Allow('repQuotes')
  @Query(() => [Quote], {
    description: "A sales rep's view: the quotes of a company assigned to them, newest first; at most 50",
  })
  repQuotes(
    @Ctx() ctx: Context,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('take', () => Int, { nullable: true }) take?: number | null,
  ) {
    return rep.repQuotes(ctx, companyId, take ?? undefined);
  }

  @Allow('repSendQuote')
  @Mutation(() => Quote, {
    description:
      'A sales rep prices and sends a quote of a company assigned to them; a discount over 20 % waits for a shop admin',
  })
  repSendQuote(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('lines', () => [QuotePriceLineInput]) lines: QuotePriceLineInput[],
    @Arg('validUntil', { description: 'The last day it can be accepted, YYYY-MM-DD' }) validUntil: string,
    @Arg('freightNote', { defaultValue: '' }) freightNote: string,
    @Arg('note', { defaultValue: '' }) note: string,
    @Arg('version', () => Int, VERSION) version?: number | null,
  ) {
    return rep.repSendQuote(ctx, id, { lines, validUntil, freightNote, note }, version);
  }

  @Allow('withdrawQuote')
  @Mutation(() => Quote, { description: 'Withdraw a quote the shop will not honour. Admins only.' })
  withdrawQuote(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return moves.withdrawQuote(ctx, id);
  }
}

@Resolver(() => OrderItem)
export class OrderItemQuoteResolver {
  // Whoever reads the item reads where its price comes from: the item's own read decided that.
  @FieldResolver(() => String, {
    nullable: true,
    description: '"Quoted price, Q-000123" for an item accepted from a quote; null otherwise',
  })
  async priceExplanation(@Root() item: OrderItem & { quoteId?: string | null }, @Ctx() ctx: Context) {
    if (!item.quoteId) return null;
    const n = await quoteNumberOf(ctx, item.quoteId);
    return n === null ? null : quotedPriceText(n);
  }
}

@Resolver(() => Quote)
export class QuoteFreightResolver {
  // Whoever reads the quote reads its offer's freight: the quote's own read decided that.
  @FieldResolver(() => QuoteFreight, {
    nullable: true,
    description:
      "The freight of the shop's newest offer by the company's preselected method, and its net (null before the shop prices it)",
  })
  freight(@Root() q: QuoteView, @Ctx() ctx: Context) {
    return quoteFreightOf(ctx, q);
  }
}
