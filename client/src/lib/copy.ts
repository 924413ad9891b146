/**
 * Every visible string of the storefront in one place (spec §1, §2, §4, §5, §8), word for word,
 * spelling included, so wording can change in one file. Rule messages shared with the server
 * come from @gluegun/common so client and server never disagree.
 */
import { MESSAGES } from '@gluegun/common';

export const copy = {
  brand: 'GlueGun Wholesale',
  messages: MESSAGES,
  nav: {
    home: 'Home',
    blog: 'Blog',
    shop: 'Shop',
    categories: 'Categories',
    myOrders: 'My Orders',
    quickOrder: 'Quick Order',
    addReview: 'Add a Review',
    profile: 'Profile',
    myCompany: 'My company',
    myCompanies: 'My companies',
    statement: 'Statement',
    approvals: 'Approvals',
    dashboard: 'Dashboard',
    logIn: 'Log In',
    signOut: 'Sign Out',
    openMenu: 'Open menu',
    openMenuWaiting: (n: number) => `Open menu, ${n} ${n === 1 ? 'approval' : 'approvals'} waiting`,
    main: 'Main',
    skipToContent: 'Skip to content',
  },
  footer: {
    explore: 'Explore',
    company: 'Company',
    companyLinks: ['About us', 'Careers', 'Contact', 'Privacy policy'],
    rights: (year: number) => `© ${year} GlueGun Wholesale. All rights reserved.`,
  },
  home: {
    heroTitle: 'Best Glue gun 2022!',
    heroText: 'Wholesale glue guns and glue sticks for workshops, schools and resellers.',
    heroImageAlt: 'Glue gun',
    buyNow: 'Buy Now',
    tiles: [
      {
        title: 'Secure information',
        text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Your data stays safe with us.',
      },
      {
        title: 'Fast Delevary',
        text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Bulk orders ship quickly.',
      },
      {
        title: 'Happy Client',
        text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Clients come back for more.',
      },
    ],
    shopTitle: 'Shop',
    allProducts: 'All Products',
    achievementsTitle: 'Our Achievements',
    counters: [
      { end: 1000, suffix: '+', label: 'Customers' },
      { end: 100, suffix: 'K+', label: 'Reviews' },
      { end: 1000, suffix: '+', label: 'Products' },
    ],
    reviewsTitle: 'Our Company Reviews',
    allReviews: 'All Reviews',
  },
  product: {
    quantity: (n: number) => `Quantity: ${n}`,
    price: (price: string) => `Price: ${price}`,
    pricePerPiece: (price: string) => `Price per piece: ${price}`,
    available: (n: number) => `Quantity available: ${n}`,
    addedOrders: 'Added Orders',
    imageAlt: (name: string) => `Picture of ${name}`,
  },
  shop: {
    title: 'Shop',
    searchLabel: 'Search by name, part number or words',
    searchPlaceholder: 'e.g. PB-100W or clear sticks 11 mm',
    empty: 'No products found.',
    previous: 'Previous',
    next: 'Next',
    pagination: 'Pagination',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    noSuchPage: (page: number, pages: number) =>
      `There is no page ${page}: the shop has ${pages} ${pages === 1 ? 'page' : 'pages'} of products.`,
    firstPage: 'Go to the first page',
    suggestions: 'Suggestions',
    yourPartNumber: (partNumber: string) => `Your part number ${partNumber}`,
  },
  orderModal: {
    title: 'Order this product',
    productName: 'Product name',
    userName: 'Your name',
    email: 'E-mail',
    imageLink: 'Image link',
    price: 'Price per piece',
    quantity: 'Quantity',
    quantityPlaceholder: 'Minimum 100',
    phone: 'Phone',
    submit: 'Place Order',
    cancel: 'Close',
  },
  orders: {
    title: 'My Orders',
    shipToHeading: 'Your prices for a location',
    shipToLabel: 'Prices for',
    shipToCompany: 'Your company (no location)',
    shipToOption: (label: string, city: string) => `${label} (${city})`,
    shipToHint:
      "Price lists given to the location your orders ship to apply beside your company's. Open items in My Orders are priced again when you change it.",
    shipToSaved: (label: string | null) =>
      label ? `You are now priced for ${label}.` : 'You are now priced for your company.',
    /** What a new ship-to location did to the open items' prices (none changed: nothing is said). */
    shipToRepriced: (lines: ReadonlyArray<{ productName: string; from: string; to: string }>) =>
      lines.length === 0
        ? ''
        : `${lines.length === 1 ? 'An open item was' : `${lines.length} open items were`} priced again: ${lines
            .map((l) => `${l.productName} from ${l.from} to ${l.to} a unit`)
            .join('; ')}.`,
    empty: 'You have no orders yet.',
    /** Names the "Load more" button under the order items for screen readers. */
    loadMore: 'Load more order items',
    quickOrder: 'Quick order: many products at once',
    quotes: 'My Quotes: ask for a price',
    quoteOpenItems: 'Request a quote for these items',
    orderLists: 'Order lists: buy the same again',
    pricePerPiece: (p: string) => `Price per piece: ${p}`,
    quantity: (n: number) => `Quantity: ${n}`,
    total: (t: string) => `Total: ${t}`,
    invoice: (ref: string) => `Invoice: ${ref}`,
    history: 'History',
    byYou: 'by you',
    byShop: 'by the shop',
    pay: 'Pay',
    cancel: 'Cancel',
    delete: 'Delete',
    /** The buttons of the question asked before Cancel or Delete. */
    keep: 'Keep it',
    cancelConfirm: 'Cancel the item',
    paid: 'Invoice issued. The shop will ship once the order is confirmed; pay by the due date on the invoice.',
    cancelled: 'Order item cancelled.',
    deleted: 'Order item deleted.',
    openTotalLabel: 'Total of open items',
    /** Asked before the buyer's Cancel: an invoiced line cancels its order and voids its invoice. */
    confirmCancel: (product: string, invoiced: boolean) =>
      invoiced
        ? `Cancel ${product}? Its order is cancelled and its invoice becomes void. This cannot be undone.`
        : `Cancel ${product}? This cannot be undone.`,
    openTotalHint: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} not checked out yet`,
    why: {
      INVOICED:
        'Invoiced — the shop will ship it; pay by the due date on the invoice, contact us to change it.',
      SHIPPED: 'Shipped — it is on its way; contact us about any problem.',
      DELIVERED: 'Delivered — nothing left to do.',
      CANCELLED: 'Cancelled — nothing is reserved for you; you can delete it.',
    } as Record<string, string>,
    payDialog: {
      title: 'Pay by invoice',
      item: (name: string, qty: number, unit: string) => `${name}: ${qty} pieces × ${unit}`,
      quoting: 'Working out the tax for your delivery address…',
      terms: (days: number, due: string) =>
        days === 0
          ? `We issue an invoice now. It is due on receipt: pay it by ${due}.`
          : `We issue an invoice now. Pay it within ${days} days (net ${days}): by ${due}.`,
      reserve: (qty: number) =>
        `The shop reserves the ${qty} pieces for you as soon as you confirm. After that only the shop can change or cancel this item.`,
      confirm: 'Confirm and get the invoice',
      notNow: 'Not now',
    },
  },
  invoice: {
    title: (ref: string) => (ref ? `Invoice ${ref}` : 'Invoice'),
    seller: 'From',
    billTo: 'Bill to',
    issued: 'Issued',
    due: 'Due',
    status: 'Status',
    item: 'Item',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    amount: 'Amount',
    total: 'Total due',
    terms: (days: number, due: string, ref: string) =>
      `Payment terms: net ${days} days. Please pay by ${due}, quoting ${ref}.`,
    print: 'Print',
    back: 'Back to My Orders',
    notFound: 'There is no invoice for this order item. Invoices are issued when you pay.',
    sellerAddress: ['GlueGun Wholesale', 'orders@gluegun.example'],
  },
  reviewForm: {
    heading: 'Please add your Review!!!!',
    subtext: 'Your Review is very importent for my Shop.',
    cardTitle: 'Add Your Importent Review!',
    photoUrl: 'Photo URL',
    photoUrlPlaceholder: 'https://example.com/me.jpg',
    description: 'Review description',
    submit: 'Add Review',
  },
  reviews: {
    title: 'Reviews',
    demoName: 'Demo Name',
    empty: 'No reviews yet.',
    loadMore: 'Load more reviews',
    stars: (n: number) => `${n} out of 5 stars`,
    photoAlt: 'Reviewer photo',
  },
  profile: { title: 'Profile', fullName: 'Full name', email: 'E-mail', role: 'Role' },
  personalData: {
    heading: 'Your data',
    text: 'Download everything the shop holds about you: your profile, company, orders, invoices, reviews and the changes you made, as one JSON file.',
    download: 'Download my data',
    downloaded: 'Your data is downloaded.',
    failed: 'Could not download your data',
  },
  auth: {
    logInTitle: 'Log In',
    signUpTitle: 'Sign Up',
    name: 'Name',
    email: 'E-mail',
    password: 'Password',
    logIn: 'Log In',
    signUp: 'Sign Up',
    noAccount: 'New to the shop?',
    createAccount: 'Create an account',
    haveAccount: 'Already have an account?',
    goToLogIn: 'Log In',
    or: 'or',
    google: 'Continue to Google',
    github: 'Continue with GitHub',
    emulatorGoogle: {
      title: 'Sign in with Google (Auth emulator)',
      hint: 'Local sign-in service: pick any Google account to sign in with. No password, no internet.',
      email: 'Google e-mail',
      name: 'Display name',
      submit: 'Sign in with Google.com',
      badEmail: 'Enter an e-mail address',
    },
  },
  verify: {
    title: 'Verify your e-mail',
    text: (email: string) =>
      `We sent a verification link to ${email}. Open it, then come back here: paying by invoice needs a verified e-mail.`,
    // Who becomes a shop admin is the server's to say (and only once the address is verified): the client cannot
    // tell an admin-to-be from a buyer, so every unverified person reads it.
    adminDashboard: 'Signing in as a shop admin? The Dashboard opens once this e-mail address is verified.',
    resend: 'Resend the e-mail',
    resent: 'Verification e-mail sent again.',
    // The local Auth emulator sends nothing: saying "sent" would have people wait for a mail that never comes.
    resentEmulator: (host: string) =>
      `No e-mail is sent on the local sign-in service (Auth emulator at ${host}): the new link is in the emulator's log and on the Authentication tab of the Emulator UI.`,
    check: "I've verified it",
    verified: 'Thank you: your e-mail is verified.',
    notYet: 'Not verified yet: open the link in the e-mail first, then try again.',
    emulatorLink: 'Open the verification link (local emulator)',
    emulatorHint: 'Local sign-in service: no e-mail is sent; the link is here instead.',
    signInAgain: 'Sign out and sign in again to get a new link.',
  },
  session: {
    ended: 'Your account was removed or your session ended; sign in again.',
    signedInAs: (who: string) => `You are signed in as ${who}.`,
    continueShopping: 'Go to the home page',
    signOutToSwitch: 'To use another account, sign out first.',
  },
  blog: { title: 'Blog: React Questions & Answers' },
  pages: {
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist.',
    unauthorizedTitle: 'Unauthorized',
    unauthorizedText: 'Please log in to see this page.',
    forbiddenTitle: 'Forbidden',
    forbiddenText: 'You do not have access to this page.',
    backHome: 'Back to Home',
  },
  common: {
    loading: 'Loading…',
    errorTitle: 'Something went wrong',
    retry: 'Try again',
    serverDown: 'Could not reach the server. Please try again.',
    /** Reads the next cursor page of a list into view. */
    loadMore: 'Load more',
  },
} as const;
