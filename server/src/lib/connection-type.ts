import {
  ArgsType,
  Field,
  FieldResolver,
  Int,
  ObjectType,
  Resolver,
  Root,
  type ClassType,
} from 'type-graphql';

/** GraphQL shapes of the Relay connections (docs/decisions/029-cursor-pages.md); the reading is lib/connection.ts. */
@ObjectType({ description: 'Relay page info' })
export class PageInfo {
  @Field() hasNextPage!: boolean;
  @Field() hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true }) startCursor!: string | null;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

/** A connection's root value: the page, and how to count the whole list (run only when totalCount is asked for). */
export interface ConnectionRoot {
  count: () => Promise<number>;
}

/**
 * `<Name>Edge` and `<Name>Connection` for a node type: edges (cursor and node), nodes, pageInfo. Each list's resolver
 * adds totalCount as a field resolver calling the root's `count`.
 */
export function connectionOf<T extends object>(node: ClassType<T>, name: string, description: string) {
  @ObjectType(`${name}Edge`)
  class Edge {
    @Field({ description: 'Pass as `after` (or `before`) to read on from this row' }) cursor!: string;
    @Field(() => node) node!: T;
  }

  @ObjectType(`${name}Connection`, { description })
  class Connection implements ConnectionRoot {
    @Field(() => [Edge]) edges!: Edge[];
    @Field(() => [node], { description: "The edges' nodes, in the same order" }) nodes!: T[];
    @Field(() => PageInfo) pageInfo!: PageInfo;
    count!: () => Promise<number>;
  }
  return Connection;
}

/** first/after or last/before: the page arguments every connection takes. */
@ArgsType()
export class PageArgsInput {
  @Field(() => Int, { nullable: true, description: 'Rows after `after` (1 to 100; default 20)' })
  first?: number;
  @Field(() => String, { nullable: true, description: 'A cursor from this list: read on past it' })
  after?: string;
  @Field(() => Int, { nullable: true, description: 'Rows before `before` (1 to 100), reading backwards' })
  last?: number;
  @Field(() => String, { nullable: true, description: 'A cursor from this list: read back from it' })
  before?: string;
}

/** The `totalCount` field of a connection type: a field resolver calling the root's `count` (run only when asked for). */
export function totalCountOf(connection: ClassType, description: string) {
  @Resolver(() => connection)
  class TotalCountResolver {
    @FieldResolver(() => Int, { description })
    totalCount(@Root() root: ConnectionRoot) {
      return root.count();
    }
  }
  return TotalCountResolver;
}
