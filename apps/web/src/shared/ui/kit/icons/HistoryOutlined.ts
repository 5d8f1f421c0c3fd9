import drawing from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import { kitIcon } from './kitIcon';

export const HistoryOutlined = /* @__PURE__ */ kitIcon(drawing);
