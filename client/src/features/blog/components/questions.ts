/** The five static React Q&As of the blog page (spec §1). */
export const BLOG_QUESTIONS: ReadonlyArray<{ question: string; answer: string[] }> = [
  {
    question: 'How will you improve the performance of a React Application?',
    answer: [
      'Measure first with the React DevTools Profiler, then fix what is slow.',
      'Keep state close to where it is used so fewer components re-render, and memoize expensive children with React.memo, useMemo and useCallback.',
      'Split code by route with React.lazy and Suspense so the first page loads less JavaScript, virtualize long lists, and load images lazily.',
    ],
  },
  {
    question: 'What are the different ways to manage a state in a React application?',
    answer: [
      'Local state with useState or useReducer for data one component owns.',
      'Shared state by lifting it up to a common parent, or with the Context API for values many components read (theme, signed-in user).',
      'Server state with a data library such as Apollo Client or React Query, which caches and refetches; URL state in the route and query string; and global stores such as Redux or Zustand for large apps.',
    ],
  },
  {
    question: 'How does prototypical inheritance work?',
    answer: [
      'Every JavaScript object has a hidden link, [[Prototype]], to another object. When a property is not found on the object itself, JavaScript looks it up on the prototype, then on its prototype, and so on up the chain until it reaches null.',
      'Object.create(proto) makes an object with a chosen prototype; constructor functions and class syntax set the prototype of new instances to Constructor.prototype, so methods defined there are shared by all instances.',
    ],
  },
  {
    question: 'Why you do not set the state directly in React?',
    answer: [
      'If you write this.state.products = [...] or mutate an array in place, React does not know anything changed, so it does not re-render and the screen shows old data.',
      'setState (or the setter from useState) schedules an update, may batch several updates together, and lets React compare the old and new values. Always pass a new object or array instead of changing the old one.',
    ],
  },
  {
    question:
      'You have an array of products. Each product has a name, price, description, etc. How will you implement a search to find products by name?',
    answer: [
      'Keep the search text in state, and derive the matching products with filter: products.filter((p) => p.name.toLowerCase().includes(search.toLowerCase())).',
      'Render the filtered array instead of the full list. For large lists, debounce the input or search on the server, as this shop does on its Shop page.',
    ],
  },
];
