/**
 * The product's categories and specifications form: values from what the product has, and setProductCatalog's
 * variables from what was chosen. Pure, so the mapping is tested without a browser.
 */

export interface ProductCatalogValues {
  /** Slugs of the categories it sits in. */
  categories: string[];
  /** One entry per specification key; '' means none. */
  specs: Record<string, string>;
}

/** The form filled with the product's categories and values, an empty value for each specification it lacks. */
export function productCatalogValues(
  product: {
    categories: readonly { slug: string }[];
    specifications: readonly { key: string; value: string }[];
  },
  specifications: readonly { key: string }[],
): ProductCatalogValues {
  const specs: Record<string, string> = {};
  for (const s of specifications)
    specs[s.key] = product.specifications.find((v) => v.key === s.key)?.value ?? '';
  return { categories: product.categories.map((c) => c.slug), specs };
}

/**
 * setProductCatalog's variables: the categories in the tree's order (`categoryOrder`, slugs), and a value for each
 * specification that has one (trimmed), in the specifications' order; an empty value is left out (none).
 */
export function toProductCatalogVariables(
  productId: string,
  values: ProductCatalogValues,
  specifications: readonly { key: string }[],
  categoryOrder: readonly string[] = [],
) {
  const order = (slug: string) => {
    const i = categoryOrder.indexOf(slug);
    return i < 0 ? categoryOrder.length : i;
  };
  return {
    productId,
    categories: [...new Set(values.categories)].sort((a, b) => order(a) - order(b)),
    specs: specifications
      .map((s) => ({ key: s.key, value: (values.specs[s.key] ?? '').trim() }))
      .filter((s) => s.value !== ''),
  };
}
