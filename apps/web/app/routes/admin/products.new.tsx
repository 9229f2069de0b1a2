import {
  loadEditorChoices,
  runEditorAction,
} from '../../features/console-products-editor/editor-data.server.ts';
import { ProductEditor } from '../../features/console-products-editor/product-editor.tsx';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/products.new';

export async function loader({ context }: Route.LoaderArgs) {
  const store = await getStore(context);
  return { choices: await loadEditorChoices(context, store.id) };
}

/** Creates the product; the editor then continues at its own address. */
export async function action({ request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  return runEditorAction(context, store.id, null, await request.formData());
}

export function meta() {
  return [{ title: 'New product' }];
}

export default function NewProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductEditor
      Header={PageHeader}
      Card={ConsoleCard}
      product={null}
      choices={loaderData.choices}
      refusal={actionData}
      justSaved={false}
    />
  );
}
