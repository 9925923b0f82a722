import {
  capitalGoodEndpoints,
  itemEndpoints,
  materialEndpoints,
  productPurchaseEndpoints,
  spendEndpoints,
} from '@carbon/contracts/purchases';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import {
  PURCHASE_KINDS,
  toCapitalGood,
  toItem,
  toMaterial,
  toProductPurchase,
  toSpend,
  type PurchasesService,
} from './purchases.service.ts';

export function purchasesRoutes(service: PurchasesService): BoundEndpoint[] {
  const material = PURCHASE_KINDS.material;
  const item = PURCHASE_KINDS.item;
  const spend = PURCHASE_KINDS.spend;
  const capital = PURCHASE_KINDS.capitalGood;
  return [
    handle(materialEndpoints.list, ({ user, query, request }) =>
      service.list(user.userId, query, material, toMaterial, languageOf(request)),
    ),
    handle(materialEndpoints.create, ({ user, body, request }) =>
      service.saveMaterial(user.userId, null, body, languageOf(request)),
    ),
    handle(materialEndpoints.get, ({ user, params, request }) =>
      service.get(user.userId, params.id, material, toMaterial, languageOf(request)),
    ),
    handle(materialEndpoints.update, ({ user, params, body, request }) =>
      service.saveMaterial(user.userId, params.id, body, languageOf(request)),
    ),
    handle(materialEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id, material)),

    handle(itemEndpoints.list, ({ user, query, request }) =>
      service.list(user.userId, query, item, toItem, languageOf(request)),
    ),
    handle(itemEndpoints.create, ({ user, body, request }) =>
      service.saveItem(user.userId, null, body, languageOf(request)),
    ),
    handle(itemEndpoints.get, ({ user, params, request }) =>
      service.get(user.userId, params.id, item, toItem, languageOf(request)),
    ),
    handle(itemEndpoints.update, ({ user, params, body, request }) =>
      service.saveItem(user.userId, params.id, body, languageOf(request)),
    ),
    handle(itemEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id, item)),

    handle(spendEndpoints.list, ({ user, query, request }) =>
      service.list(user.userId, query, spend, toSpend, languageOf(request)),
    ),
    handle(spendEndpoints.create, ({ user, body, request }) =>
      service.saveSpend(user.userId, null, body, languageOf(request)),
    ),
    handle(spendEndpoints.get, ({ user, params, request }) =>
      service.get(user.userId, params.id, spend, toSpend, languageOf(request)),
    ),
    handle(spendEndpoints.update, ({ user, params, body, request }) =>
      service.saveSpend(user.userId, params.id, body, languageOf(request)),
    ),
    handle(spendEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id, spend)),

    handle(capitalGoodEndpoints.list, ({ user, query, request }) =>
      service.list(user.userId, query, capital, toCapitalGood, languageOf(request)),
    ),
    handle(capitalGoodEndpoints.create, ({ user, body, request }) =>
      service.saveCapitalGood(user.userId, null, body, languageOf(request)),
    ),
    handle(capitalGoodEndpoints.get, ({ user, params, request }) =>
      service.get(user.userId, params.id, capital, toCapitalGood, languageOf(request)),
    ),
    handle(capitalGoodEndpoints.update, ({ user, params, body, request }) =>
      service.saveCapitalGood(user.userId, params.id, body, languageOf(request)),
    ),
    handle(capitalGoodEndpoints.delete, ({ user, params, request }) =>
      service.deleteCapitalGood(user.userId, params.id, languageOf(request)),
    ),

    handle(productPurchaseEndpoints.list, ({ user, query, request }) =>
      service.list(user.userId, query, PURCHASE_KINDS.product, toProductPurchase, languageOf(request)),
    ),
    handle(productPurchaseEndpoints.create, ({ user, body, request }) =>
      service.saveProduct(user.userId, null, body, languageOf(request)),
    ),
    handle(productPurchaseEndpoints.get, ({ user, params, request }) =>
      service.get(user.userId, params.id, PURCHASE_KINDS.product, toProductPurchase, languageOf(request)),
    ),
    handle(productPurchaseEndpoints.update, ({ user, params, body, request }) =>
      service.saveProduct(user.userId, params.id, body, languageOf(request)),
    ),
    handle(productPurchaseEndpoints.delete, ({ user, params }) =>
      service.delete(user.userId, params.id, PURCHASE_KINDS.product),
    ),
  ];
}
