/**
 * Demo chat (issue 12): the demo buyer's conversation with customer service (taken and answered by
 * the demo agent) and with the demo goods owner's shop (the owner's answer still unread, so the
 * header shows one). Idempotent: nothing is added once the buyer has a conversation. Seeded after the
 * catalogue, which creates the demo goods owner's shop.
 */
import { randomUUID } from 'node:crypto';
import { ChatActor, ChatKind, ChatMessageKind, ChatStatus } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { transition } from '../../../platform/transitions';
import * as store from './store';

const idOf = async (db: Db, email: string) => (await db.query<{ id: number }>('select id from app_user where email = $1', [email]))[0]?.id ?? null;

export async function seedDemoChats(db: Db): Promise<void> {
  const [buyer, agent, owner] = await Promise.all([idOf(db, 'buyer@clearlot.test'), idOf(db, 'agent@clearlot.test'), idOf(db, 'owner@clearlot.test')]);
  if (!buyer || !agent || !owner) return;
  if (await store.serviceConversationOf(db, buyer)) return;
  const [shop] = await db.query<{ id: number }>('select id from goods_owner where user_id = $1 order by id limit 1', [owner]);

  await db.transaction(async (tx) => {
    await store.insertConversation(tx, { kind: ChatKind.CustomerService, buyerId: buyer, ownerId: null, ownerUserId: null });
    const service = (await store.serviceConversationOf(tx, buyer))!;
    const say = (conversationId: number, senderId: number, senderRole: 'buyer' | 'agent' | 'owner', text: string) =>
      store.insertMessage(tx, {
        conversationId,
        senderId,
        senderRole,
        kind: ChatMessageKind.Text,
        text,
        image: null,
        nonce: randomUUID(),
        contentHash: null,
        preview: text.slice(0, 120),
      });
    await say(service.id, buyer, 'buyer', 'Hello, can I have a VAT invoice for my last order? Our company details are on my profile.');
    await transition<ChatStatus, ChatActor, store.ConversationRow>(tx, store.conversationMachine, {
      where: { id: service.id },
      from: [ChatStatus.Waiting],
      to: ChatStatus.Open,
      actor: ChatActor.Agent,
      note: `taken by ${agent}`,
      set: { agent_id: agent },
    });
    await store.addParticipant(tx, service.id, agent);
    await say(service.id, agent, 'agent', 'Of course. The VAT invoice is attached to the order page under "Invoice" once the order ships. Anything else I can help with?');
    await store.markRead(tx, service.id, buyer, 2);

    if (!shop) return;
    await store.insertConversation(tx, { kind: ChatKind.GoodsOwner, buyerId: buyer, ownerId: shop.id, ownerUserId: owner });
    const withOwner = (await store.ownerConversationOf(tx, buyer, shop.id))!;
    await say(withOwner.id, buyer, 'buyer', 'Hi, do you offer a better price for five pallets or more?');
    await say(withOwner.id, owner, 'owner', 'Yes: 5% off from five pallets and 8% from ten. Add them to your cart and I will confirm the price.');
  });
}
