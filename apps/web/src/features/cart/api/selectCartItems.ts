import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelectCartItemsBody } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { mapCartLines, optimisticCartEdit } from './optimisticCartEdit';

/** Select or unselect several lines at once (a line, a group, or the whole cart); resolves to the number changed. */
export function selectCartItems(body: SelectCartItemsBody): Promise<number> {
  return api.post(ApiPath.order.selectCartItems, body, { loading: false, notify: false });
}

/** The ticks move at once and the list is read again afterwards; a failure puts them back. */
export function useSelectCartItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectCartItems,
    ...optimisticCartEdit<SelectCartItemsBody>(queryClient, (list, { ids, selected }) => {
      const changed = new Set(ids);
      return mapCartLines(list, (line) => (changed.has(line.id) ? { ...line, selected } : line));
    }),
  });
}
