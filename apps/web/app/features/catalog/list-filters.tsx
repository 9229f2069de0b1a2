import type { ProductCategory } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { FilterOption } from './filter-option.tsx';
import { FilterSection } from './filter-section.tsx';

/** The categories and brands the filters have ticked. */
export type FilterChoice = { categories: string[]; brands: string[] };

type ListFiltersProps = {
  categories: ProductCategory[];
  brands: string[];
  choice: FilterChoice;
  onChange: (choice: FilterChoice) => void;
};

const toggled = (list: string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/** The filters accordion: the category tree (sub-categories 1.5rem in) and the brands. */
export function ListFilters({ categories, brands, choice, onChange }: ListFiltersProps) {
  const { t } = useTranslation();
  return (
    <div>
      {categories.length ? (
        <FilterSection title={t('CATALOG.categories')}>
          <CategoryTree
            categories={categories}
            selected={choice.categories}
            onToggle={(slug) =>
              onChange({ ...choice, categories: toggled(choice.categories, slug) })
            }
          />
        </FilterSection>
      ) : null}
      {brands.length ? (
        <FilterSection title={t('CATALOG.brands')}>
          <ul>
            {brands.map((brand) => (
              <li key={brand}>
                <FilterOption
                  label={brand}
                  checked={choice.brands.includes(brand)}
                  onChange={() => onChange({ ...choice, brands: toggled(choice.brands, brand) })}
                />
              </li>
            ))}
          </ul>
        </FilterSection>
      ) : null}
    </div>
  );
}

type CategoryTreeProps = {
  categories: ProductCategory[];
  selected: string[];
  onToggle: (slug: string) => void;
};

function CategoryTree({ categories, selected, onToggle }: CategoryTreeProps) {
  return (
    <ul>
      {categories.map((category) => (
        <li key={category.id}>
          <FilterOption
            label={category.name}
            checked={selected.includes(category.slug)}
            onChange={() => onToggle(category.slug)}
          />
          {category.sub_categories.length ? (
            <div className="pl-6">
              <CategoryTree
                categories={category.sub_categories}
                selected={selected}
                onToggle={onToggle}
              />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
