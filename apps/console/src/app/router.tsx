import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { CONSOLE_BASE, consolePaths } from '@clearlot/browser/consolePaths';
import type { DeskKey } from '@clearlot/browser/consoleDesks';
import { ConsoleLayout } from './ConsoleLayout';
import { DeskGate } from './DeskGate';
import { Landing } from './Landing';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';
import { SignInPage } from './SignInPage';

/** A desk's page, loaded when it is opened, behind the check that the account works at that desk. */
const desk = (key: DeskKey, load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => {
    const { default: Page } = await load();
    return {
      Component: () => (
        <DeskGate desk={key}>
          <Page />
        </DeskGate>
      ),
    };
  },
});

const inside = (path: string) => path.replace(/^\//, '');

/** The console's routes under /console/ (browser history routing: issue 32 leaves hash routes to the storefront). */
export function createConsoleRouter() {
  return createBrowserRouter(
    [
      { path: consolePaths.signIn.path, element: <SignInPage />, errorElement: <RouteError /> },
      {
        element: <ConsoleLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Landing /> },
          { path: inside(consolePaths.orders.path), ...desk('orders', () => import('../desks/orders/OwnerOrdersPage')) },
          { path: inside(consolePaths.dashboard.path), ...desk('dashboard', () => import('../desks/dashboard/DashboardPage')) },
          { path: inside(consolePaths.listings.path), ...desk('listings', () => import('../desks/listings/ListingsPage')) },
          { path: inside(consolePaths.newListing.path), ...desk('listings', () => import('../desks/listings/ListingEditorPage')) },
          { path: inside(consolePaths.listingImport.path), ...desk('listings', () => import('../desks/listings/ListingImportPage')) },
          { path: inside(consolePaths.listing.path), ...desk('listings', () => import('../desks/listings/ListingEditorPage')) },
          { path: inside(consolePaths.listingStock.path), ...desk('listings', () => import('../desks/listings/ListingStockPage')) },
          { path: inside(consolePaths.returns.path), ...desk('returns', () => import('../desks/returns/OwnerReturnsPage')) },
          { path: inside(consolePaths.returnRequest.path), ...desk('returns', () => import('../desks/returns/ReturnDetailPage')) },
          { path: inside(consolePaths.refund.path), ...desk('returns', () => import('../desks/returns/RefundDetailPage')) },
          { path: inside(consolePaths.afterSales.path), ...desk('afterSales', () => import('../desks/afterSales/AfterSaleDeskPage')) },
          { path: inside(consolePaths.afterSale.path), ...desk('afterSales', () => import('../desks/afterSales/AfterSaleDetailPage')) },
          { path: inside(consolePaths.reviews.path), ...desk('reviews', () => import('../desks/reviews/OwnerReviewsPage')) },
          { path: inside(consolePaths.chatInbox.path), ...desk('chatInbox', () => import('../desks/chat/ChatInboxPage')) },
          { path: inside(consolePaths.legalDetails.path), ...desk('legalDetails', () => import('../desks/legalDetails/LegalDetailsPage')) },
          { path: inside(consolePaths.chatDesk.path), ...desk('chatDesk', () => import('../desks/chat/ChatDeskPage')) },
          { path: inside(consolePaths.complaints.path), ...desk('complaints', () => import('../desks/complaints/ComplaintDeskPage')) },
          { path: inside(consolePaths.complaint.path), ...desk('complaints', () => import('../desks/complaints/ComplaintDetailPage')) },
          { path: inside(consolePaths.interventions.path), ...desk('interventions', () => import('../desks/returns/InterventionDeskPage')) },
          { path: inside(consolePaths.intervention.path), ...desk('interventions', () => import('../desks/returns/ReturnDetailPage')) },
          { path: inside(consolePaths.interventionAfterSales.path), ...desk('interventions', () => import('../desks/afterSales/AfterSaleDeskPage')) },
          { path: inside(consolePaths.interventionAfterSale.path), ...desk('interventions', () => import('../desks/afterSales/AfterSaleDetailPage')) },
          { path: inside(consolePaths.applications.path), ...desk('applications', () => import('../desks/applications/ApplicationDeskPage')) },
          { path: inside(consolePaths.application.path), ...desk('applications', () => import('../desks/applications/ApplicationReviewPage')) },
          { path: inside(consolePaths.accounts.path), ...desk('accounts', () => import('../desks/accounts/AccountDeskPage')) },
          { path: inside(consolePaths.account.path), ...desk('accounts', () => import('../desks/accounts/AccountDetailPage')) },
          { path: inside(consolePaths.coupons.path), ...desk('coupons', () => import('../desks/coupons/CouponDeskPage')) },
          { path: inside(consolePaths.coupon.path), ...desk('coupons', () => import('../desks/coupons/CouponDetailPage')) },
          { path: inside(consolePaths.pointMall.path), ...desk('pointMall', () => import('../desks/pointMall/PointMallDeskPage')) },
          { path: inside(consolePaths.catalogue.path), ...desk('catalogue', () => import('../desks/catalogue/CatalogueDeskPage')) },
          { path: inside(consolePaths.shopWindow.path), ...desk('shopWindow', () => import('../desks/shopWindow/ShopWindowPage')) },
          { path: inside(consolePaths.deliveryFailures.path), ...desk('deliveryFailures', () => import('../desks/deliveries/DeliveryFailuresPage')) },
          { path: inside(consolePaths.staff.path), ...desk('staff', () => import('../desks/staff/StaffDeskPage')) },
          { path: inside(consolePaths.audit.path), ...desk('audit', () => import('../desks/audit/AuditLogPage')) },
          { path: inside(consolePaths.invoices.path), ...desk('invoices', () => import('../desks/invoices/InvoicesDeskPage')) },
          { path: inside(consolePaths.settlement.path), ...desk('settlement', () => import('../desks/payouts/SettlementPage')) },
          { path: inside(consolePaths.payouts.path), ...desk('payouts', () => import('../desks/payouts/PayoutsDeskPage')) },
          { path: inside(consolePaths.commission.path), ...desk('commission', () => import('../desks/payouts/CommissionPage')) },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename: CONSOLE_BASE },
  );
}
