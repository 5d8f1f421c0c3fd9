/**
 * The API's operations: for every path of ./paths.ts, its method, the schemas of what it takes
 * and the schema of the data its success envelope carries. The server refuses to start when a
 * route declares other schemas than these (apps/server/src/platform/routes.ts), and the web's
 * calls are typed from this table (./types.ts, type-only: the browser never loads zod).
 */
import type { z } from 'zod';
import {
  BannerConfig,
  BrandList,
  CategoryInfo,
  CategoryTree,
  CategoryTreeBody,
  CityList,
  CitySearchBody,
  CollectListBody,
  CountryList,
  FlashDealBody,
  FlashDealList,
  GoodsEsQuery,
  IdBody,
  IdParams,
  KeyRemindBody,
  ProductCardList,
  ProductDetail,
  ProductPage,
  ProductSearchBody,
  Region,
  RelatedQuery,
  Shop,
  SkuWarehouseBody,
  SpecList,
  SuggestionList,
  TopicPage,
  TopicPageQuery,
  WarehouseByCountryBody,
  WarehouseList,
  WarehouseStockList,
} from '../schemas/catalogue';
import { EmptyBody } from '../schemas/common';
import { HistoryPage, HistoryPageBody, RemoveHistoryDayBody, RemoveHistoryEntryBody } from '../schemas/history';
import { Count, Flag, NoData } from '../schemas/fields';
import { ContactUsBody, ContactUsResult, FailedDeliveryPage, FailedDeliveryQuery, IpCountryAnswer, IpCountryQuery, MailboxMessageList, MailboxQuery } from '../schemas/message';
import {
  ChatBuyerOrders,
  ChatConversation,
  ChatConversationPage,
  ChatConversationsBody,
  ChatDeskBody,
  ChatDeskCounts,
  ChatMessage,
  ChatMessageList,
  ChatMessagesBody,
  ChatSettings,
  ChatSettingsQuery,
  ChatToken,
  ChatTokenBody,
  ConversationIdBody,
  Notice,
  NoticeIdBody,
  NoticeListBody,
  NoticePage,
  OpenChatBody,
  ReadChatBody,
  SendChatBody,
  TranslateBody,
  Translation,
  UnreadCounts,
} from '../schemas/chat';
import { UploadedFile } from '../schemas/file';
import {
  AdjustStockBody,
  CreateListingBody,
  DuplicateListingBody,
  ListingDetail,
  ListingIdBody,
  ListingListBody,
  ListingPage,
  ListingPicture,
  ReceiveStockBody,
  StockMovementListBody,
  StockMovementPage,
  StockMoveResult,
  UpdateListingBody,
} from '../schemas/listing';
import {
  ApplicationDocument,
  ApplicationDocumentQuery,
  ApplicationDraft,
  ApplicationListBody,
  ApplicationNoBody,
  ApplicationPage,
  ApplicationView,
  ConfirmApplicationEmailBody,
  DraftTokenBody,
  MiddleManProfileAnswer,
  MiddleManProfileBody,
  MiddleManQueryBody,
  MyApplicationList,
  OwnerCategoryTree,
  PlatformUserList,
  AssignApplicationBody,
  RejectApplicationBody,
  RemoveApplicationDocumentBody,
  SaveSellerDraftBody,
  SendApplicationCodeBody,
  SubmitSellerApplicationBody,
} from '../schemas/applications';
import { CloseAccountBody, ClosureCheck, ClosureCodeBody, ClosureDelistResult, ClosureStart } from '../schemas/closure';
import {
  AccountDetail,
  AccountIdBody,
  AccountPage,
  AccountSearchBody,
  AccountStandingBody,
  AccountSummary,
  AuditPage,
  AuditSearchBody,
  CreateStaffBody,
  SetStaffRolesBody,
  StaffIdBody,
  StaffListBody,
  StaffMember,
  StaffPage,
} from '../schemas/operations';
import {
  AddCartItemBody,
  CartAddition,
  CartQuantityBody,
  Address,
  AddressList,
  CancelOrderBody,
  CancelResult,
  CancellationAnswer,
  CartItem,
  CartList,
  DeleteAddressesBody,
  DeleteCartItemBody,
  DeliveryQuote,
  DeliveryQuoteBody,
  IdOnlyBody,
  OrderDetail,
  OrderListBody,
  OrderNoBody,
  OrderPage,
  OrderTabCounts,
  OwnerOrderListBody,
  PlaceOrderBody,
  ReviewCancellationBody,
  SaveAddressBody,
  SelectCartItemsBody,
  ShipOrderBody,
  Trade,
  TradeNoBody,
  UpdateAddressBody,
  UpdateCartItemBody,
} from '../schemas/order';
import {
  BuyerCoupon,
  CentreCouponList,
  ClaimCouponBody,
  CouponCodeBody,
  CouponCodeResult,
  CouponOffer,
  CouponOfferBody,
  CouponOwnerList,
  CouponOwnerSearchBody,
  CouponRedemptionPage,
  CouponRedemptionsBody,
  CreateCouponBody,
  DeskCoupon,
  DeskCouponIdBody,
  DeskCouponListBody,
  DeskCouponPage,
  MyCouponPage,
  MyCouponsBody,
  UpdateCouponBody,
} from '../schemas/coupon';
import { CreditScoreView, PointGoodsDetail, PointGoodsList, PointRedemption, PointsHistoryBody, PointsHistoryPage, PointsSummary, RedeemPointsBody } from '../schemas/points';
import {
  ApplyReturnBody,
  AskInterventionBody,
  DecideInterventionBody,
  RejectReturnBody,
  ReturnDetail,
  ReturnListBody,
  ReturnNoBody,
  ReturnPage,
  ReturnTabCounts,
  ReturnableOrder,
  ShipReturnBody,
} from '../schemas/returns';
import {
  AddReviewBody,
  EditReviewBody,
  MyReviewListBody,
  MyReviewPage,
  OrderItemBody,
  OwnerReviewListBody,
  ProductIdBody,
  ProductReviewListBody,
  ProductReviewPage,
  ReplyReviewBody,
  ReviewDetail,
  ReviewDetailPage,
  ReviewHelpfulAnswer,
  ReviewHelpfulBody,
  ReviewIdBody,
  ReviewSummary,
  ReviewedLine,
} from '../schemas/reviews';
import {
  AnswerComplaintBody,
  ComplaintDetail,
  ComplaintListBody,
  ComplaintNoBody,
  ComplaintPage,
  ComplaintTargets,
  FileComplaintBody,
  FollowUpComplaintBody,
} from '../schemas/complaints';
import {
  AfterSaleDetail,
  AfterSaleListBody,
  AfterSaleNoBody,
  AfterSaleEligibility,
  AfterSalePage,
  AfterSaleReasonBody,
  ApplyAfterSaleBody,
  DecideAfterSaleBody,
  ShipAfterSaleBody,
} from '../schemas/afterSales';
import { RefundDetail, RefundListRequest, RefundNoBody, RefundPage, RetryRefundBody } from '../schemas/refund';
import { VatDocumentList, VatDocumentListBody, VatDocumentPage } from '../schemas/vatDocument';
import {
  AddCardBody,
  CardPaymentConfig,
  CardPaymentIntent,
  PayByBalanceBody,
  PayByCardBody,
  PaymentResult,
  PaymentStatus,
  PaymentStatusBody,
  QrPayment,
  SandboxQrBody,
  SandboxQrConfirmBody,
  SandboxQrView,
  SavedCard,
  SavedCardList,
  ResetPaymentPasswordBody,
  SetPaymentPasswordBody,
  StartCardPaymentBody,
  StartQrPaymentBody,
  TopUpBody,
  WalletInfo,
  WalletTransactionPage,
  WalletTransactionsRequest,
  WithdrawBody,
  Withdrawal,
  WithdrawalList,
} from '../schemas/payment';
import {
  CaptchaImageBody,
  CaptchaImageResult,
  CheckCodeBody,
  CheckUniqueBody,
  CheckUniqueResult,
  CompleteRegistrationBody,
  EmailPasswordLoginBody,
  LoginResult,
  PhoneCaptchaLoginBody,
  RegisterBody,
  RegisterResult,
  ResetPasswordBody,
  ChangePasswordBody,
  SecondAuthBody,
  SecondAuthSetupBody,
  SecondAuthSetupResult,
  SecondAuthStatus,
  SendCodeResult,
  CodeChannels,
  SendEmailCodeBody,
  SendPhoneCodeBody,
  TokenBody,
  UpdateAvatarBody,
  UpdatePriceDisplayBody,
  UpdateEmailBody,
  UpdateNameBody,
  UpdateNicknameBody,
  UpdatePhoneBody,
  UpdateSecondAuthButtonBody,
  UserInfo,
  UserProfile,
} from '../schemas/user';
import * as ApiPath from './paths';

export interface ApiOperation {
  method: 'GET' | 'POST';
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** the data of the success envelope */
  response: z.ZodType;
}

const post = <B extends z.ZodType, R extends z.ZodType>(body: B, response: R) => ({ method: 'POST', body, response }) as const;
const getByQuery = <Q extends z.ZodType, R extends z.ZodType>(query: Q, response: R) => ({ method: 'GET', query, response }) as const;
const getByParams = <P extends z.ZodType, R extends z.ZodType>(params: P, response: R) => ({ method: 'GET', params, response }) as const;

const { user, product, order, baseData, payment, thirdParty, message, file } = ApiPath;

export const ApiOperations = {
  // user service
  [user.captchaImage]: post(CaptchaImageBody, CaptchaImageResult),
  [user.sendEmailCode]: post(SendEmailCodeBody, SendCodeResult),
  [user.sendPhoneCode]: post(SendPhoneCodeBody, SendCodeResult),
  [user.codeChannels]: post(EmptyBody, CodeChannels),
  /** true when the code is right (it stays unused) */
  [user.checkCode]: post(CheckCodeBody, Flag),
  [user.register]: post(RegisterBody, RegisterResult),
  [user.checkUnique]: post(CheckUniqueBody, CheckUniqueResult),
  [user.emailPasswordLogin]: post(EmailPasswordLoginBody, LoginResult),
  [user.phoneCaptchaLogin]: post(PhoneCaptchaLoginBody, LoginResult),
  [user.secondAuth]: post(SecondAuthBody, LoginResult),
  [user.info]: post(TokenBody, UserInfo),
  [user.logout]: post(TokenBody, NoData),
  [user.resetPassword]: post(ResetPasswordBody, NoData),
  /** ModifyPwd: every other session of the account is signed out */
  [user.changePassword]: post(ChangePasswordBody, NoData),
  [user.profile]: post(TokenBody, UserProfile),
  [user.updateNickname]: post(UpdateNicknameBody, UserProfile),
  [user.updateEmail]: post(UpdateEmailBody, UserProfile),
  [user.updatePhone]: post(UpdatePhoneBody, UserProfile),
  [user.updateName]: post(UpdateNameBody, UserProfile),
  [user.updateAvatar]: post(UpdateAvatarBody, UserProfile),
  [user.updatePriceDisplay]: post(UpdatePriceDisplayBody, UserProfile),
  [user.completeRegistration]: post(CompleteRegistrationBody, UserInfo),
  [user.secondAuthSetup]: post(SecondAuthSetupBody, SecondAuthSetupResult),
  [user.updateSecondAuthButton]: post(UpdateSecondAuthButtonBody, SecondAuthStatus),
  [user.secondAuthStatus]: post(TokenBody, SecondAuthStatus),

  // product service
  [product.categoryTree]: post(CategoryTreeBody, CategoryTree),
  [product.category]: post(IdBody, CategoryInfo),
  [product.brands]: post(EmptyBody, BrandList),
  [product.brandsOfCategory]: post(IdBody, BrandList),
  [product.warehouses]: post(WarehouseByCountryBody, WarehouseList),
  [product.search]: post(ProductSearchBody, ProductPage),
  [product.suggestions]: post(KeyRemindBody, SuggestionList),
  [product.keywordSearch]: getByQuery(GoodsEsQuery, ProductPage),
  [product.related]: getByQuery(RelatedQuery, ProductCardList),
  [product.detail]: post(IdBody, ProductDetail),
  [product.specs]: post(IdBody, SpecList),
  [product.stock]: post(SkuWarehouseBody, WarehouseStockList),
  /** false when it already was a favourite */
  [product.addFavourite]: post(IdBody, Flag),
  /** false when it was not a favourite */
  [product.removeFavourite]: post(IdBody, Flag),
  [product.favourites]: post(CollectListBody, ProductPage),
  [product.flashDeals]: post(FlashDealBody, FlashDealList),
  [product.shop]: post(IdBody, Shop),
  /** the signed-in buyer's browsing history, grouped by day */
  [product.history]: post(HistoryPageBody, HistoryPage),
  /** the number of entries removed */
  [product.removeHistoryEntry]: post(RemoveHistoryEntryBody, Count),
  [product.removeHistoryDay]: post(RemoveHistoryDayBody, Count),
  [product.clearHistory]: post(EmptyBody, Count),

  // order service: cart
  [order.cartCount]: post(EmptyBody, Count),
  [order.cartList]: post(EmptyBody, CartList),
  /** false when the product was already in the cart (nothing changed) */
  [order.addCartItem]: post(AddCartItemBody, Flag),
  /** the detail page's SKU and quantity, spread over warehouses */
  [order.addCartQuantity]: post(CartQuantityBody, CartAddition),
  [order.updateCartItem]: post(UpdateCartItemBody, CartItem),
  /** the number of lines changed */
  [order.selectCartItems]: post(SelectCartItemsBody, Count),
  /** the number of lines removed */
  [order.deleteCartItems]: post(DeleteCartItemBody, Count),
  /** false when the product was already in the cart */
  [order.addProductToCart]: post(IdOnlyBody, Flag),
  /** true when any line of the product was removed */
  [order.removeProductFromCart]: post(IdOnlyBody, Flag),
  // order service: delivery addresses and quotes
  [order.addresses]: post(EmptyBody, AddressList),
  [order.address]: post(IdOnlyBody, Address),
  [order.saveAddress]: post(SaveAddressBody, Address),
  [order.updateAddress]: post(UpdateAddressBody, Address),
  /** the number of addresses deleted */
  [order.deleteAddresses]: post(DeleteAddressesBody, Count),
  [order.deliveryQuote]: post(DeliveryQuoteBody, DeliveryQuote),
  // order service: orders
  [order.placeOrder]: post(PlaceOrderBody, Trade),
  [order.trade]: post(TradeNoBody, Trade),
  [order.orders]: post(OrderListBody, OrderPage),
  [order.orderTabCounts]: post(EmptyBody, OrderTabCounts),
  [order.orderDetail]: post(OrderNoBody, OrderDetail),
  [order.cancelOrder]: post(CancelOrderBody, CancelResult),
  [order.cancellation]: post(OrderNoBody, CancellationAnswer),
  [order.confirmReceipt]: post(OrderNoBody, OrderDetail),
  [order.ownerOrders]: post(OwnerOrderListBody, OrderPage),
  [order.confirmStock]: post(OrderNoBody, OrderDetail),
  [order.shipOrder]: post(ShipOrderBody, OrderDetail),
  [order.deliverOrder]: post(OrderNoBody, OrderDetail),
  [order.reviewCancellation]: post(ReviewCancellationBody, OrderDetail),
  // order service: coupons (the centre answers visitors too; claimed copies are the caller's)
  [order.couponCentre]: post(EmptyBody, CentreCouponList),
  [order.claimCoupon]: post(ClaimCouponBody, BuyerCoupon),
  [order.myCoupons]: post(MyCouponsBody, MyCouponPage),
  [order.couponOffer]: post(CouponOfferBody, CouponOffer),
  [order.couponCode]: post(CouponCodeBody, CouponCodeResult),
  // order service: the coupons desk (issue 34 item 4), operations and administrators
  [order.deskCoupons]: post(DeskCouponListBody, DeskCouponPage),
  [order.deskCouponDetail]: post(DeskCouponIdBody, DeskCoupon),
  [order.deskCouponRedemptions]: post(CouponRedemptionsBody, CouponRedemptionPage),
  [order.deskCouponCreate]: post(CreateCouponBody, DeskCoupon),
  [order.deskCouponUpdate]: post(UpdateCouponBody, DeskCoupon),
  [order.deskCouponPause]: post(DeskCouponIdBody, DeskCoupon),
  [order.deskCouponResume]: post(DeskCouponIdBody, DeskCoupon),
  [order.deskCouponOwners]: post(CouponOwnerSearchBody, CouponOwnerList),
  // order service: returns and refund-only requests (each answers the request as the caller may see it)
  [order.returnable]: post(OrderNoBody, ReturnableOrder),
  [order.applyReturn]: post(ApplyReturnBody, ReturnDetail),
  [order.returns]: post(ReturnListBody, ReturnPage),
  [order.returnTabCounts]: post(EmptyBody, ReturnTabCounts),
  [order.returnDetail]: post(ReturnNoBody, ReturnDetail),
  [order.cancelReturn]: post(ReturnNoBody, ReturnDetail),
  [order.shipReturn]: post(ShipReturnBody, ReturnDetail),
  [order.askReturnIntervention]: post(AskInterventionBody, ReturnDetail),
  [order.ownerReturns]: post(ReturnListBody, ReturnPage),
  [order.ownerReturnTabCounts]: post(EmptyBody, ReturnTabCounts),
  [order.ownerReturnDetail]: post(ReturnNoBody, ReturnDetail),
  [order.approveReturn]: post(ReturnNoBody, ReturnDetail),
  [order.rejectReturn]: post(RejectReturnBody, ReturnDetail),
  [order.confirmReturnArrival]: post(ReturnNoBody, ReturnDetail),
  [order.ownerAskReturnIntervention]: post(AskInterventionBody, ReturnDetail),
  [order.interventionReturns]: post(ReturnListBody, ReturnPage),
  [order.interventionReturnDetail]: post(ReturnNoBody, ReturnDetail),
  [order.decideReturnIntervention]: post(DecideInterventionBody, ReturnDetail),
  // order service: after-sales requests (each answers the request as the caller may see it)
  [order.applyAfterSale]: post(ApplyAfterSaleBody, AfterSaleDetail),
  [order.afterSales]: post(AfterSaleListBody, AfterSalePage),
  [order.afterSaleEligibility]: post(OrderNoBody, AfterSaleEligibility),
  [order.afterSaleDetail]: post(AfterSaleNoBody, AfterSaleDetail),
  [order.cancelAfterSale]: post(AfterSaleNoBody, AfterSaleDetail),
  [order.shipAfterSale]: post(ShipAfterSaleBody, AfterSaleDetail),
  [order.confirmAfterSaleRefund]: post(AfterSaleNoBody, AfterSaleDetail),
  [order.interveneAfterSale]: post(AfterSaleReasonBody, AfterSaleDetail),
  [order.ownerAfterSales]: post(AfterSaleListBody, AfterSalePage),
  [order.ownerAfterSaleDetail]: post(AfterSaleNoBody, AfterSaleDetail),
  [order.approveAfterSale]: post(AfterSaleNoBody, AfterSaleDetail),
  [order.refuseAfterSale]: post(AfterSaleReasonBody, AfterSaleDetail),
  [order.confirmAfterSaleGoods]: post(AfterSaleNoBody, AfterSaleDetail),
  [order.terminateAfterSale]: post(AfterSaleReasonBody, AfterSaleDetail),
  [order.platformAfterSales]: post(AfterSaleListBody, AfterSalePage),
  [order.platformAfterSaleDetail]: post(AfterSaleNoBody, AfterSaleDetail),
  [order.decideAfterSale]: post(DecideAfterSaleBody, AfterSaleDetail),
  // order service: points, the point mall (visitors may browse it) and the credit score (the caller's own)
  [order.pointsSummary]: post(EmptyBody, PointsSummary),
  [order.pointsHistory]: post(PointsHistoryBody, PointsHistoryPage),
  [order.pointMall]: post(EmptyBody, PointGoodsList),
  [order.pointGoodsDetail]: post(IdBody, PointGoodsDetail),
  [order.redeemPoints]: post(RedeemPointsBody, PointRedemption),
  [order.creditScore]: post(EmptyBody, CreditScoreView),
  // order service: reviews (the buyer's, the product page's, the goods owner's reply)
  [order.myReviews]: post(MyReviewListBody, MyReviewPage),
  [order.reviewableLine]: post(OrderItemBody, ReviewedLine),
  [order.addReview]: post(AddReviewBody, ReviewDetail),
  [order.editReview]: post(EditReviewBody, ReviewDetail),
  [order.reviewDetail]: post(ReviewIdBody, ReviewDetail),
  [order.productReviewSummary]: post(ProductIdBody, ReviewSummary),
  [order.productReviews]: post(ProductReviewListBody, ProductReviewPage),
  [order.markReviewHelpful]: post(ReviewHelpfulBody, ReviewHelpfulAnswer),
  [order.ownerReviews]: post(OwnerReviewListBody, ReviewDetailPage),
  [order.replyReview]: post(ReplyReviewBody, ReviewDetail),
  // order service: complaints (each answers the complaint as the caller may see it)
  [order.complaintTargets]: post(EmptyBody, ComplaintTargets),
  [order.fileComplaint]: post(FileComplaintBody, ComplaintDetail),
  [order.complaints]: post(ComplaintListBody, ComplaintPage),
  [order.complaintDetail]: post(ComplaintNoBody, ComplaintDetail),
  [order.followUpComplaint]: post(FollowUpComplaintBody, ComplaintDetail),
  [order.withdrawComplaint]: post(ComplaintNoBody, ComplaintDetail),
  [order.deskComplaints]: post(ComplaintListBody, ComplaintPage),
  [order.deskComplaintDetail]: post(ComplaintNoBody, ComplaintDetail),
  [order.answerComplaint]: post(AnswerComplaintBody, ComplaintDetail),
  [order.closeComplaint]: post(AnswerComplaintBody, ComplaintDetail),

  // base-data service
  [baseData.banners]: post(EmptyBody, BannerConfig),
  [baseData.countries]: post(EmptyBody, CountryList),
  [baseData.cities]: post(CitySearchBody, CityList),
  [baseData.region]: getByParams(IdParams, Region),
  [baseData.topicPage]: getByParams(IdParams, TopicPage),
  [baseData.currentTopicPage]: getByQuery(TopicPageQuery, TopicPage),

  // payment service
  [payment.payByCard]: post(PayByCardBody, PaymentResult),
  /** which card provider is active (public: the checkout page asks before showing a card form) */
  [payment.cardPaymentConfig]: post(EmptyBody, CardPaymentConfig),
  /** Stripe only: creates (or, for the same paymentKey, answers again) the PaymentIntent the card element confirms */
  [payment.startCardPayment]: post(StartCardPaymentBody, CardPaymentIntent),
  [payment.payByBalance]: post(PayByBalanceBody, PaymentResult),
  [payment.startQrPayment]: post(StartQrPaymentBody, QrPayment),
  [payment.paymentStatus]: post(PaymentStatusBody, PaymentStatus),
  [payment.sandboxQr]: post(SandboxQrBody, SandboxQrView),
  [payment.confirmSandboxQr]: post(SandboxQrConfirmBody, SandboxQrView),
  [payment.walletInfo]: post(EmptyBody, WalletInfo),
  [payment.walletTransactions]: post(WalletTransactionsRequest, WalletTransactionPage),
  [payment.setPaymentPassword]: post(SetPaymentPasswordBody, WalletInfo),
  [payment.resetPaymentPassword]: post(ResetPaymentPasswordBody, WalletInfo),
  [payment.savedCards]: post(EmptyBody, SavedCardList),
  [payment.addCard]: post(AddCardBody, SavedCard),
  [payment.removeCard]: post(IdOnlyBody, Flag),
  [payment.withdraw]: post(WithdrawBody, Withdrawal),
  [payment.withdrawals]: post(EmptyBody, WithdrawalList),
  [payment.topUp]: post(TopUpBody, WalletInfo),
  // payment service: refunds (the buyer's, and the goods owner's desk)
  [payment.refunds]: post(RefundListRequest, RefundPage),
  [payment.refundDetail]: post(RefundNoBody, RefundDetail),
  [payment.retryRefund]: post(RetryRefundBody, RefundDetail),
  [payment.ownerRefunds]: post(RefundListRequest, RefundPage),
  [payment.ownerRefundDetail]: post(RefundNoBody, RefundDetail),
  // payment service: VAT invoices and credit notes (the PDF itself is a file, left out like the return label)
  [payment.orderVatDocuments]: post(OrderNoBody, VatDocumentList),
  [payment.vatDocumentList]: post(VatDocumentListBody, VatDocumentPage),

  // third-party service
  [thirdParty.ipCountry]: getByQuery(IpCountryQuery, IpCountryAnswer),
  /** translation by the configured provider; unconfigured answers translationUnavailable */
  [thirdParty.translate]: post(TranslateBody, Translation),

  // message service
  [message.mailbox]: getByQuery(MailboxQuery, MailboxMessageList),
  [message.failedDeliveries]: post(FailedDeliveryQuery, FailedDeliveryPage),
  [message.contact]: post(ContactUsBody, ContactUsResult),
  // message service: chat (the socket itself is GET /im/socket?token=…, outside this table)
  [message.chatToken]: post(ChatTokenBody, ChatToken),
  [message.chatSettings]: getByQuery(ChatSettingsQuery, ChatSettings),
  [message.chatConversations]: post(ChatConversationsBody, ChatConversationPage),
  [message.openChat]: post(OpenChatBody, ChatConversation),
  [message.chatConversation]: post(ConversationIdBody, ChatConversation),
  [message.chatMessages]: post(ChatMessagesBody, ChatMessageList),
  /** idempotent by nonce: a retried send answers the message stored the first time */
  [message.sendChat]: post(SendChatBody, ChatMessage),
  [message.readChat]: post(ReadChatBody, UnreadCounts),
  [message.unreadCounts]: post(EmptyBody, UnreadCounts),
  [message.chatDesk]: post(ChatDeskBody, ChatConversationPage),
  [message.chatDeskCounts]: post(EmptyBody, ChatDeskCounts),
  [message.takeChat]: post(ConversationIdBody, ChatConversation),
  [message.closeChat]: post(ConversationIdBody, ChatConversation),
  [message.chatBuyerOrders]: post(ConversationIdBody, ChatBuyerOrders),
  // message service: the message centre
  [message.notices]: post(NoticeListBody, NoticePage),
  /** marks the notice read */
  [message.notice]: post(NoticeIdBody, Notice),
  /** the number of notices marked read */
  [message.readAllNotices]: post(EmptyBody, Count),

  // user service: seller and middle-man applications (issue 13); the draft is reached by its token, the desk by role
  [user.applicationSendCode]: post(SendApplicationCodeBody, SendCodeResult),
  /** opens the e-mail's draft (a new one, or the draft or rejected application it has) and answers its token */
  [user.applicationConfirmEmail]: post(ConfirmApplicationEmailBody, ApplicationDraft),
  [user.applicationDraft]: post(DraftTokenBody, ApplicationView),
  [user.applicationSave]: post(SaveSellerDraftBody, ApplicationView),
  [user.applicationSubmit]: post(SubmitSellerApplicationBody, ApplicationView),
  /** multipart form: the file (kind document); the draft token in the x-application-token header */
  [user.applicationUploadDocument]: { method: 'POST', query: ApplicationDocumentQuery, response: ApplicationDocument },
  [user.applicationRemoveDocument]: post(RemoveApplicationDocumentBody, ApplicationView),
  [user.myApplications]: post(EmptyBody, MyApplicationList),
  /** the signed-in user's profile, or null when they have none */
  [user.middleManProfile]: post(MiddleManQueryBody, MiddleManProfileAnswer),
  [user.middleManSave]: post(MiddleManProfileBody, ApplicationView),
  [user.middleManUpdate]: post(MiddleManProfileBody, ApplicationView),
  [user.reviewApplications]: post(ApplicationListBody, ApplicationPage),
  [user.reviewApplication]: post(ApplicationNoBody, ApplicationView),
  [user.approveApplication]: post(ApplicationNoBody, ApplicationView),
  [user.rejectApplication]: post(RejectApplicationBody, ApplicationView),
  [user.assignApplication]: post(AssignApplicationBody, ApplicationView),
  [user.platformUsers]: post(EmptyBody, PlatformUserList),
  // user service: account closure (issue 14; §4 steps, §7 /buyer/cancel)
  [user.closureSendCode]: post(EmptyBody, ClosureStart),
  [user.closureCheck]: post(ClosureCodeBody, ClosureCheck),
  [user.closureDelistProducts]: post(ClosureCodeBody, ClosureDelistResult),
  [user.closeAccount]: post(CloseAccountBody, NoData),
  // user service: platform operations (issue 34 items 1, 6, 7), each declaring its roles
  [user.staffList]: post(StaffListBody, StaffPage),
  [user.staffCreate]: post(CreateStaffBody, StaffMember),
  [user.staffSetRoles]: post(SetStaffRolesBody, StaffMember),
  [user.staffDeactivate]: post(StaffIdBody, StaffMember),
  [user.staffReactivate]: post(StaffIdBody, StaffMember),
  [user.accountSearch]: post(AccountSearchBody, AccountPage),
  [user.accountDetail]: post(AccountIdBody, AccountDetail),
  [user.accountSuspend]: post(AccountStandingBody, AccountSummary),
  [user.accountReinstate]: post(AccountStandingBody, AccountSummary),
  [user.auditSearch]: post(AuditSearchBody, AuditPage),
  // product service: the goods owner's product calls (issue 13)
  [product.ownerCategoryTree]: post(EmptyBody, OwnerCategoryTree),
  /** the number of products taken off sale / put back on sale */
  [product.ownerDelistAll]: post(EmptyBody, Count),
  [product.ownerRelistAll]: post(EmptyBody, Count),
  // product service: the goods owner's listings and stock (issue 33 items 1–2)
  [product.listings]: post(ListingListBody, ListingPage),
  [product.listing]: post(ListingIdBody, ListingDetail),
  [product.createListing]: post(CreateListingBody, ListingDetail),
  [product.updateListing]: post(UpdateListingBody, ListingDetail),
  /** a draft copy of the listing, without its stock */
  [product.duplicateListing]: post(DuplicateListingBody, ListingDetail),
  [product.publishListing]: post(ListingIdBody, ListingDetail),
  [product.unpublishListing]: post(ListingIdBody, ListingDetail),
  [product.deleteListing]: post(ListingIdBody, NoData),
  [product.receiveStock]: post(ReceiveStockBody, StockMoveResult),
  [product.adjustStock]: post(AdjustStockBody, StockMoveResult),
  [product.stockMovements]: post(StockMovementListBody, StockMovementPage),

  // file service
  /** multipart form: the file, `appName` and `kind` (schemas/file.ts UploadFields), read by the route itself */
  [file.upload]: { method: 'POST', response: UploadedFile },
  /** multipart form: the picture as `file` (JPG or PNG), read by the route itself */
  [file.listingPicture]: { method: 'POST', response: ListingPicture },
} as const satisfies Record<string, ApiOperation>;

export type ApiOperations = typeof ApiOperations;
export type ApiRoutePath = keyof ApiOperations;
