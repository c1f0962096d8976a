export { renderCategoryArt, renderProductArt } from './product-art/render.ts';
