/** The id of the `<script type="application/json">` the server puts into every page. */
export const bootDataElementId = 'companion-boot';
