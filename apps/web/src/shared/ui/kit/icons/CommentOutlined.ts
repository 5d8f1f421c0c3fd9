import drawing from '@ant-design/icons-svg/es/asn/CommentOutlined';
import { kitIcon } from './kitIcon';

export const CommentOutlined = /* @__PURE__ */ kitIcon(drawing);
