/**
 * The catalogue desk through the product service (issue 34 item 2): every category, brand and warehouse (retired ones
 * too) and operations's moves on them. A move refreshes the desk's lists and the catalogue lists the other desks keep
 * (the listings editor's pickers, the coupon form's categories).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { Country } from '@clearlot/contract/schemas/catalogue';
import type {
  CreateBrandBody,
  CreateCategoryBody,
  CreateWarehouseBody,
  StructureRetireBody,
  UpdateBrandBody,
  UpdateCategoryBody,
  UpdateWarehouseBody,
} from '@clearlot/contract/schemas/catalogueDesk';
import { api } from '@clearlot/browser/http/client';

const keys = { desk: ['catalogueDesk'] as const, shared: ['catalogue'] as const };

export const useDeskCategories = () => useQuery({ queryKey: [...keys.desk, 'categories'], queryFn: () => api.post(ApiPath.product.deskCategories, {}, { loading: false }) });
export const useDeskBrands = () => useQuery({ queryKey: [...keys.desk, 'brands'], queryFn: () => api.post(ApiPath.product.deskBrands, {}, { loading: false }) });
export const useDeskWarehouses = () => useQuery({ queryKey: [...keys.desk, 'warehouses'], queryFn: () => api.post(ApiPath.product.deskWarehouses, {}, { loading: false }) });
export const useCountries = () =>
  useQuery({ queryKey: ['countries'], queryFn: (): Promise<Country[]> => api.post(ApiPath.baseData.countries, {}, { loading: false }), staleTime: 3_600_000 });

function useDeskMutation<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: keys.desk }), client.invalidateQueries({ queryKey: keys.shared })]);
    },
  });
}

export const useCreateCategory = () => useDeskMutation((body: CreateCategoryBody) => api.post(ApiPath.product.deskCategoryCreate, body));
export const useUpdateCategory = () => useDeskMutation((body: UpdateCategoryBody) => api.post(ApiPath.product.deskCategoryUpdate, body));
export const useRetireCategory = () => useDeskMutation((body: StructureRetireBody) => api.post(ApiPath.product.deskCategoryRetire, body));
export const useCreateBrand = () => useDeskMutation((body: CreateBrandBody) => api.post(ApiPath.product.deskBrandCreate, body));
export const useUpdateBrand = () => useDeskMutation((body: UpdateBrandBody) => api.post(ApiPath.product.deskBrandUpdate, body));
export const useRetireBrand = () => useDeskMutation((body: StructureRetireBody) => api.post(ApiPath.product.deskBrandRetire, body));
export const useCreateWarehouse = () => useDeskMutation((body: CreateWarehouseBody) => api.post(ApiPath.product.deskWarehouseCreate, body));
export const useUpdateWarehouse = () => useDeskMutation((body: UpdateWarehouseBody) => api.post(ApiPath.product.deskWarehouseUpdate, body));
export const useRetireWarehouse = () => useDeskMutation((body: StructureRetireBody) => api.post(ApiPath.product.deskWarehouseRetire, body));
