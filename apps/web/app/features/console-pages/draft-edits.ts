import { SectionComponent, SectionInput } from '@storefront/contracts';

/** Section types in the order the "Add section" menu offers them. */
export const SECTION_TYPES = SectionComponent.options;

/** A new section of a type, its content filled with the schema's defaults. */
export function newSection(component: SectionComponent): SectionInput {
  const id = `${component.toLowerCase().replaceAll('_', '-')}-${Math.random().toString(36).slice(2, 10)}`;
  return SectionInput.parse({ id, component, content: {} });
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** "About Us!" → "about-us": the address a new page is offered. */
export function urlOf(title: string) {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
