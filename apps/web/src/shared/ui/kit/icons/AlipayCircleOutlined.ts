import drawing from '@ant-design/icons-svg/es/asn/AlipayCircleOutlined';
import { kitIcon } from './kitIcon';

export const AlipayCircleOutlined = /* @__PURE__ */ kitIcon(drawing);
