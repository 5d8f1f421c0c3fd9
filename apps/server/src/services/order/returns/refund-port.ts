export { refundOrderLines } from '../../payment/refund/service';
