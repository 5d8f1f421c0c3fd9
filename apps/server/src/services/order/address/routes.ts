/** Delivery-address routes (docs/product.md §7 "/userReceiveAddress/…"); mounted under /srs-order-service. */
import type { FastifyInstance } from 'fastify';
import { Address, AddressList, Count, DeleteAddressesBody, EmptyBody, IdOnlyBody, SaveAddressBody, UpdateAddressBody } from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import { createAddressService } from './service';

export function registerAddressRoutes(app: FastifyInstance, db: Db): void {
  const addresses = createAddressService(db);
  const tags = ['address'];
  const auth = 'required';

  route(app, 'POST', '/userReceiveAddress/list', { response: AddressList, body: EmptyBody, auth, summary: 'My delivery addresses, default first', tags }, ({ request }) =>
    addresses.list(sessionOf(request).userId),
  );
  route(app, 'POST', '/userReceiveAddress/save', { response: Address, body: SaveAddressBody, auth, summary: 'Add a UK mainland delivery address', tags }, ({ body, request }) =>
    addresses.save(sessionOf(request).userId, body),
  );
  route(app, 'POST', '/userReceiveAddress/update', { response: Address, body: UpdateAddressBody, auth, summary: 'Change a delivery address', tags }, ({ body, request }) =>
    addresses.update(sessionOf(request).userId, body),
  );
  route(
    app,
    'POST',
    '/userReceiveAddress/deleteBatch',
    { response: Count, body: DeleteAddressesBody, auth, summary: 'Delete addresses (data: number deleted)', tags },
    ({ body, request }) => addresses.remove(sessionOf(request).userId, body.ids),
  );
  route(app, 'POST', '/userReceiveAddress/getById', { response: Address, body: IdOnlyBody, auth, summary: 'One delivery address', tags }, ({ body, request }) =>
    addresses.get(sessionOf(request).userId, body.id),
  );
}
