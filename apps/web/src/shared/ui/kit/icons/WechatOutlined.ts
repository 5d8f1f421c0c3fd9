import drawing from '@ant-design/icons-svg/es/asn/WechatOutlined';
import { kitIcon } from './kitIcon';

export const WechatOutlined = /* @__PURE__ */ kitIcon(drawing);
