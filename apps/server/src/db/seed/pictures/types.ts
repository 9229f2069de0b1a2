import type { MarkName } from './marks.ts';

export type StoreTheme = { mark: MarkName; primary: string; accent: string };

/** What a product looks like; one drawing per kind, with a few styles each. */
export type Item =
  | {
      kind: 'tee';
      style: 'crew' | 'vneck' | 'long-sleeve' | 'pocket' | 'ringer' | 'raglan' | 'polo' | 'jersey';
    }
  | { kind: 'hoodie'; style: 'pullover' | 'zip' | 'crew' | 'quarter-zip' }
  | { kind: 'cap'; style: 'dad' | 'trucker' | 'snapback' | 'five-panel' | 'beanie' | 'pom-beanie' }
  | { kind: 'mug'; style: 'ceramic' | 'steel' | 'camp' }
  | { kind: 'tumbler'; style: 'tall' | 'lowball' | 'pint' | 'bottle' }
  | { kind: 'bag'; style: 'tote' | 'zip-tote' | 'drawstring' }
  | { kind: 'notebook'; style: 'hardcover' | 'softcover' | 'spiral' }
  | { kind: 'gift-card'; style: 'card' };

export type View = 'front' | 'rear' | 'detail';

/** One picture to draw: an item in a colour (and an optional trim colour) with the store's mark. */
export type Picture = {
  item: Item;
  colour: string;
  trim: string | null;
  view: View;
  theme: StoreTheme;
};

/** How a mark is applied, which decides the colour it shows in. */
export type PrintMethod = 'ink' | 'engraving' | 'deboss';

/** The parts a drawing needs: colours, a unique id prefix for its gradients, and the print. */
export type Drawing = {
  body: string;
  trim: string;
  /** The colour the mark shows in on this surface. */
  ink: string;
  /** The mark, centred on (cx, cy), `size` wide, in the colour that suits the surface. */
  print(cx: number, cy: number, size: number, surface?: string): string;
  id: string;
  view: View;
};
