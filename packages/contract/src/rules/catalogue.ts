/** Catalogue statuses: a product on sale, a brand or category shown (1), or withdrawn (0). */
export const CatalogueStatus = { Withdrawn: 0, Active: 1 } as const;
export type CatalogueStatus = (typeof CatalogueStatus)[keyof typeof CatalogueStatus];
