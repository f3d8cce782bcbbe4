import { notFound } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { findCategories, findCategoryById } from '../data-access/categories-repository.js';
import { findSeriesRefsByCategory } from '../data-access/series-repository.js';
import type { CategoriesList, CategoryAnswer } from '@rr/contracts';
import { categoryView } from './views.js';

/** Every category by name (only active or inactive ones when asked), each with its series. */
export async function listCategories(db: EventsDb, active?: boolean): Promise<CategoriesList> {
  const categories = await findCategories(db, active);
  const series = await findSeriesRefsByCategory(db, categories.map((c) => c.id));
  return { allCategories: categories.map((category) => categoryView(category, series.get(category.id) ?? [])) };
}

export async function getCategory(db: EventsDb, categoryId: string): Promise<CategoryAnswer> {
  const category = await findCategoryById(db, categoryId);
  if (!category) throw notFound('Category not found');
  const series = await findSeriesRefsByCategory(db, [category.id]);
  return { category: categoryView(category, series.get(category.id) ?? []) };
}
