import { lazy } from 'react';

// The wallet's dialogs open behind a click: their forms (card fields, billing address, code inputs)
// load the first time one opens, not with the page.
export const TopUpDialog = lazy(() => import('./TopUpDialog').then((module) => ({ default: module.TopUpDialog })));
export const WithdrawDialog = lazy(() => import('./WithdrawDialog').then((module) => ({ default: module.WithdrawDialog })));
export const AddCardDialog = lazy(() => import('./AddCardDialog').then((module) => ({ default: module.AddCardDialog })));
export const PaymentPasswordDialog = lazy(() => import('./PaymentPasswordDialog').then((module) => ({ default: module.PaymentPasswordDialog })));
export const ResetPaymentPasswordDialog = lazy(() => import('./ResetPaymentPasswordDialog').then((module) => ({ default: module.ResetPaymentPasswordDialog })));
