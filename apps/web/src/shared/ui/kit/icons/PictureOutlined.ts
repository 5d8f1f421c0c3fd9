import drawing from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { kitIcon } from './kitIcon';

export const PictureOutlined = /* @__PURE__ */ kitIcon(drawing);
