/** Acme: the public demo store with every feature switched on (docs/demo-stores.md). */
import { ACME_PRODUCTS } from './acme-products.ts';
import type { SceneName } from './pictures/scenes.ts';
import { categoryMenu, sceneBanner, sceneMedia, type StoreDef } from './store-def.ts';

const scene = (name: SceneName) => sceneMedia('acme', name);
const APPAREL = new Set(['tee', 'hoodie', 'cap']);

export const ACME: StoreDef = {
  slug: 'acme',
  name: 'Acme',
  companyName: 'Acme Corporation',
  status: 'demo',
  contactEmails: ['support@acme.test', 'orders@acme.test'],
  theme: { mark: 'acme', primary: '#1e3a8a', accent: '#f97316' },
  // What the alert banner promises.
  freeShippingFromCents: 10_000,
  settings: {
    productsPerRow: 4,
    productsPerPage: 9,
    sortBy: { id: 'newest', name: 'created_at', code: 'desc' },
    footerContent: '<p><strong>Acme Merch</strong> — made to order for the Acme team.</p>',
    copyrightText: '© 2026 Acme Corporation',
    socialIcons: [
      { name: 'Facebook', url: 'facebook.com/acme' },
      { name: 'Instagram', url: 'https://instagram.com/acme' },
      { name: 'LinkedIn', url: 'www.linkedin.com/company/acme' },
    ],
    alertText: 'Free shipping on orders over $100 this week!',
    alertBackgroundColor: '#b91c1c',
    logoPosition: 'center',
  },
  menu: [
    categoryMenu('Shop', 'all-products', [
      categoryMenu('Apparel', 'apparel', [
        categoryMenu('T-Shirts', 't-shirts'),
        categoryMenu('Hoodies', 'hoodies'),
        categoryMenu('Headwear', 'headwear'),
      ]),
      categoryMenu('Drinkware', 'drinkware'),
    ]),
    categoryMenu('Gift Cards', 'gift-cards'),
    { label: 'About Us', item: { type: 'page', url: 'about' }, customUrl: null, children: [] },
    {
      label: 'Brand Guidelines',
      item: { type: 'custom', url: 'https://example.com/acme-brand' },
      customUrl: 'https://example.com/acme-brand',
      children: [],
    },
    {
      label: 'Retail Stores',
      item: { type: 'custom', url: '/about' },
      customUrl: '/about',
      children: [],
    },
  ],
  warehouses: [
    { name: 'East Coast Warehouse', shippingRateCents: 795 },
    { name: 'West Coast Warehouse', shippingRateCents: 995 },
  ],
  warehouseOf: (product) => (APPAREL.has(product.item.kind) ? 0 : 1),
  categories: [
    {
      slug: 'all-products',
      name: 'All Products',
      children: [
        {
          slug: 'apparel',
          name: 'Apparel',
          children: [
            { slug: 't-shirts', name: 'T-Shirts' },
            { slug: 'hoodies', name: 'Hoodies' },
            { slug: 'headwear', name: 'Headwear' },
          ],
        },
        { slug: 'drinkware', name: 'Drinkware' },
        { slug: 'bags', name: 'Bags' },
        { slug: 'office', name: 'Office' },
        { slug: 'gift-cards', name: 'Gift Cards' },
      ],
    },
  ],
  pages: [
    {
      url: 'home',
      title: 'Home',
      sections: [
        {
          id: 'home-banner',
          component: 'BANNER_IMAGE',
          content: {
            ...sceneBanner('acme', 'banner-home'),
            redirectLink: 'example.com/acme-lookbook',
            fullWidth: true,
            alt: 'Acme hoodies, tees, caps and tumblers',
          },
        },
        {
          id: 'home-title',
          component: 'TITLE',
          content: {
            html: '<h2>Made to order for the Acme team</h2>',
            font: 'Georgia, serif',
            fontSize: '40px',
          },
        },
        {
          id: 'home-intro',
          component: 'TEXT_AREA',
          content: {
            html: '<p>Every item in this store is printed, embroidered or engraved <strong>when you order it</strong>, so nothing sits in a warehouse and nothing goes to waste. Orders ship in 7–10 business days.</p>',
          },
        },
        {
          id: 'home-studio',
          component: 'TEXT_WITH_IMAGE',
          content: {
            html: '<h3>From our studio to your desk</h3><p>Our print partners work with water-based inks and certified organic cotton wherever they can. Pick a colour, pick a size, and we take care of the rest.</p><ul><li>Screen print, embroidery, DTG and laser engraving</li><li>Sizes XS to 3XL</li></ul>',
            image: scene('image-studio'),
            alt: 'A tee, a hoodie and a tee on hangers',
            imagePosition: 'left',
          },
        },
        {
          id: 'home-tiles',
          component: 'REDIRECT_TILES',
          content: {
            title: 'Explore',
            tilesPerRow: 3,
            alignment: 'center',
            items: [
              {
                image: scene('tile-apparel'),
                label: 'Apparel',
                redirectOnClick: { type: 'category', url: 'apparel' },
              },
              {
                image: scene('tile-about'),
                label: 'About Us',
                redirectOnClick: { type: 'page', url: 'about' },
              },
              {
                image: scene('tile-brand'),
                label: 'Brand Guidelines',
                redirectOnClick: { type: 'external', url: 'example.com/acme-brand' },
              },
            ],
          },
        },
        {
          id: 'home-products',
          component: 'PRODUCTS_LIST',
          content: { title: 'Best sellers', productsToShow: 8, categorySlug: null },
        },
      ],
    },
    {
      url: 'about',
      title: 'About Us',
      sections: [
        {
          id: 'about-title',
          component: 'TITLE',
          content: { html: '<h1>About Acme Merch</h1>', font: 'Georgia, serif', fontSize: '48px' },
        },
        {
          id: 'about-story',
          component: 'TEXT_WITH_IMAGE',
          content: {
            html: '<p>Acme Merch started in 2019 as a side project of the Acme people team: one hoodie, forty colleagues. Today it outfits offices on three continents.</p>',
            image: scene('image-desk'),
            alt: 'A notebook, a mug and a tumbler on a desk',
            imagePosition: 'right',
          },
        },
        {
          id: 'about-contact',
          component: 'TEXT_AREA',
          content: {
            html: '<p>Questions about an order? Write to <a href="mailto:support@acme.test">support@acme.test</a> or use the <a href="/contact">contact form</a>.</p>',
          },
        },
      ],
    },
  ],
  scenes: ['banner-home', 'image-studio', 'image-desk', 'tile-apparel', 'tile-about', 'tile-brand'],
  products: ACME_PRODUCTS,
};
