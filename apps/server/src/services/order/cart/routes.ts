/** The cart's routes (docs/product.md §7 "Cart and order"); mounted under /srs-order-service. */
import type { FastifyInstance } from 'fastify';
import {
  AddCartItemBody,
  CartAddition,
  CartItem,
  CartQuantityBody,
  CartList,
  Count,
  DeleteCartItemBody,
  EmptyBody,
  Flag,
  IdOnlyBody,
  SelectCartItemsBody,
  UpdateCartItemBody,
} from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import { createCartService } from './service';

export function registerCartRoutes(app: FastifyInstance, db: Db): void {
  const cart = createCartService(db);
  const tags = ['cart'];
  const auth = 'required';

  route(app, 'POST', '/cartItem/selectCount', { response: Count, body: EmptyBody, auth, summary: 'Number of cart lines', tags }, ({ request }) =>
    cart.count(sessionOf(request).userId),
  );
  route(
    app,
    'POST',
    '/cartItem/getCartItemList',
    { response: CartList, body: EmptyBody, auth, summary: 'The cart, grouped by goods owner and ship-from warehouse', tags },
    ({ request }) => cart.list(sessionOf(request).userId),
  );
  route(
    app,
    'POST',
    '/cartItem/addCartItem',
    { response: Flag, body: AddCartItemBody, auth, summary: 'Add a product (data false when already in the cart)', tags },
    ({ body, request }) => cart.addItem(sessionOf(request).userId, body),
  );
  route(
    app,
    'POST',
    '/cartItem/addSkuQuantity',
    { response: CartAddition, body: CartQuantityBody, auth, summary: "Add a SKU's quantity (or buy now), spread over ship-from warehouses", tags },
    ({ body, request }) => cart.addQuantity(sessionOf(request).userId, body),
  );
  route(
    app,
    'POST',
    '/cartItem/updateCartItemInfo',
    { response: CartItem, body: UpdateCartItemBody, auth, summary: "Change a line's quantity (1 to stock) or selection", tags },
    ({ body, request }) => cart.updateItem(sessionOf(request).userId, body),
  );
  route(app, 'POST', '/cartItem/selectCartItems', { response: Count, body: SelectCartItemsBody, auth, summary: 'Select or unselect several lines', tags }, ({ body, request }) =>
    cart.selectItems(sessionOf(request).userId, body.ids, body.selected),
  );
  route(app, 'POST', '/cartItem/deleteCartItem', { response: Count, body: DeleteCartItemBody, auth, summary: 'Remove lines (data: number removed)', tags }, ({ body, request }) =>
    cart.deleteItems(sessionOf(request).userId, body.ids),
  );
  route(
    app,
    'POST',
    '/cartItem/addMaxProfitableToCart',
    { response: Flag, body: IdOnlyBody, auth, summary: 'Add one unit of a product (data false when already in the cart)', tags },
    ({ body, request }) => cart.addProduct(sessionOf(request).userId, body.id),
  );
  route(
    app,
    'POST',
    '/cartItem/deleteMaxProfitableToCart',
    { response: Flag, body: IdOnlyBody, auth, summary: "Remove a product's lines from the cart", tags },
    ({ body, request }) => cart.removeProduct(sessionOf(request).userId, body.id),
  );
}
