/** The product page's breadcrumbs: its first category's trail. */
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { useCategoryTrail } from '../api/product';

/** Home / Glue guns / Professional guns / the product (the first category alone until its trail arrives); nothing without a category. */
export function ProductCategoryTrail({
  category,
  productName,
}: {
  category?: { slug: string; name: string };
  productName: string;
}) {
  const { data } = useCategoryTrail(category?.slug);
  // A product in no category still shows the way home: the page keeps its shape when a variant without one opens.
  if (!category) return <Breadcrumbs trail={[]} current={productName} />;
  const trail = data?.category.breadcrumbs ?? [category];
  return (
    <Breadcrumbs
      trail={trail.map((c) => ({ name: c.name, to: `/category/${c.slug}` }))}
      current={productName}
    />
  );
}
