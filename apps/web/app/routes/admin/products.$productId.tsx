import { EditableProductResponse } from '@storefront/contracts';
import { data } from 'react-router';
import {
  loadEditorChoices,
  runEditorAction,
} from '../../features/console-products-editor/editor-data.server.ts';
import { ProductEditor } from '../../features/console-products-editor/product-editor.tsx';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { apiJson, rethrowAsPageError } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/products.$productId';

const productIdOf = (param: string) => {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: 'Not found' }, { status: 404 });
  return id;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const id = productIdOf(params.productId);
  const [product, choices] = await Promise.all([
    apiJson(context, `/storefronts/${store.id}/products/${id}/edit`, EditableProductResponse).catch(
      rethrowAsPageError,
    ),
    loadEditorChoices(context, store.id),
  ]);
  return {
    product: product.data,
    choices,
    justSaved: new URL(request.url).searchParams.has('saved'),
  };
}

/** Saves, duplicates or deletes the product. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  const id = productIdOf(params.productId);
  return runEditorAction(context, store.id, id, await request.formData());
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.product.name} · Products` : 'Product' }];
}

export default function ProductEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { product, choices, justSaved } = loaderData;
  // A saved product comes back at a new revision: the form starts again from it.
  return (
    <ProductEditor
      Header={PageHeader}
      Card={ConsoleCard}
      key={product.revision}
      product={product}
      choices={choices}
      refusal={actionData}
      justSaved={justSaved}
    />
  );
}
