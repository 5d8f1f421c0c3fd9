/** The product service's paths: categories, brands, warehouses, the listing and search, details and favourites (docs/product.md §7). */
import { ServicePrefix } from '../services';

const at = ServicePrefix.product;

export const categoryTree = `${at}/manage/product/product/getCategoryTreeById` as const;
export const category = `${at}/manager/product/productCategory/getCategoryInfoById` as const;
export const brands = `${at}/manager/product/brand/listAll` as const;
export const brandsOfCategory = `${at}/manager/product/productCategory/brand` as const;
export const warehouses = `${at}/manager/product/warehouse/getWarehouseByCountryCode` as const;
export const search = `${at}/buyer/product/product/newPageList` as const;
export const suggestions = `${at}/buyer/product/product/keyRemind` as const;
export const keywordSearch = `${at}/buyer/goods/goods/es` as const;
export const related = `${at}/buyer/goods/goods/es/related` as const;
export const detail = `${at}/buyer/product/product/skuProduct` as const;
export const specs = `${at}/buyer/product/product/simpleSpecs` as const;
export const stock = `${at}/shop/sku/warehouse/getSkuWarehouseBySkuId` as const;
export const addFavourite = `${at}/collect/productCollect` as const;
export const removeFavourite = `${at}/collect/cancelCollect` as const;
export const favourites = `${at}/collect/collectList` as const;
export const flashDeals = `${at}/buyer/product/flashDeal/list` as const;
export const shop = `${at}/buyer/shop/info` as const;
export const history = `${at}/buyer/history/list` as const;
export const removeHistoryEntry = `${at}/buyer/history/remove` as const;
export const removeHistoryDay = `${at}/buyer/history/removeDay` as const;
export const clearHistory = `${at}/buyer/history/clear` as const;
// the goods owner's product calls (issue 13)
export const ownerCategoryTree = `${at}/seller/shop/product/allChildren` as const;
/** a streamed zip, not an envelope (fetched with the session, not in ./operations.ts) */
export const ownerProductNameZip = `${at}/seller/shop/product/exportProductNameZip` as const;
export const ownerDelistAll = `${at}/seller/shop/product/delistAll` as const;
export const ownerRelistAll = `${at}/seller/shop/product/relistAll` as const;
// the goods owner's legal details for VAT invoices (issue 35 item 3)
export const ownerLegalDetails = `${at}/seller/shop/legalDetails` as const;
export const updateOwnerLegalDetails = `${at}/seller/shop/legalDetails/update` as const;
// the goods owner's listings and stock (issue 33 items 1–2)
export const listings = `${at}/seller/listing/list` as const;
export const listing = `${at}/seller/listing/detail` as const;
export const createListing = `${at}/seller/listing/create` as const;
export const updateListing = `${at}/seller/listing/update` as const;
export const duplicateListing = `${at}/seller/listing/duplicate` as const;
export const publishListing = `${at}/seller/listing/publish` as const;
export const unpublishListing = `${at}/seller/listing/unpublish` as const;
export const deleteListing = `${at}/seller/listing/delete` as const;
export const receiveStock = `${at}/seller/stock/receive` as const;
export const adjustStock = `${at}/seller/stock/adjust` as const;
export const stockMovements = `${at}/seller/stock/movements` as const;
// the catalogue desk (issue 34 item 2): operations and administrators
export const deskCategories = `${at}/platform/catalogue/category/list` as const;
export const deskCategoryCreate = `${at}/platform/catalogue/category/create` as const;
export const deskCategoryUpdate = `${at}/platform/catalogue/category/update` as const;
export const deskCategoryRetire = `${at}/platform/catalogue/category/retire` as const;
export const deskBrands = `${at}/platform/catalogue/brand/list` as const;
export const deskBrandCreate = `${at}/platform/catalogue/brand/create` as const;
export const deskBrandUpdate = `${at}/platform/catalogue/brand/update` as const;
export const deskBrandRetire = `${at}/platform/catalogue/brand/retire` as const;
export const deskWarehouses = `${at}/platform/catalogue/warehouse/list` as const;
export const deskWarehouseCreate = `${at}/platform/catalogue/warehouse/create` as const;
export const deskWarehouseUpdate = `${at}/platform/catalogue/warehouse/update` as const;
export const deskWarehouseRetire = `${at}/platform/catalogue/warehouse/retire` as const;
export const deskProducts = `${at}/platform/catalogue/products` as const;
// the shop window desk's flash deals (issue 34 item 3)
export const deskFlashDeals = `${at}/platform/flashDeal/list` as const;
export const deskFlashDealCreate = `${at}/platform/flashDeal/create` as const;
export const deskFlashDealUpdate = `${at}/platform/flashDeal/update` as const;
export const deskFlashDealWithdraw = `${at}/platform/flashDeal/withdraw` as const;
// lots and manifests, bulk import and export (issue 33 items 4–5)
/** multipart (file + request), like the picture upload */
export const importPreview = `${at}/seller/import/preview` as const;
export const importCommit = `${at}/seller/import/commit` as const;
/** a CSV or XLSX file, not an envelope (fetched with the session, not in ./operations.ts) */
export const catalogueExport = `${at}/seller/listing/export` as const;
/** a lot's manifest as CSV (GET ?productId=), not an envelope: the product page's download link */
export const lotManifestCsv = `${at}/buyer/product/lotManifest` as const;
