/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ActingBanner { myActAsSession { banner } }\n": typeof types.ActingBannerDocument,
    "\n  mutation StopActingFromBanner { stopActingAs }\n": typeof types.StopActingFromBannerDocument,
    "\n  query AuditTrail($filter: AuditTrailFilter, $first: Int!, $after: String) {\n    auditTrail(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes {\n        id createdAt actorType userId userEmail apiKeyId actorRole ip requestId operation entityType entityId action changed before after\n      }\n    }\n  }\n": typeof types.AuditTrailDocument,
    "\n  query CategoryMenu {\n    categories { id slug name parentId productCount }\n  }\n": typeof types.CategoryMenuDocument,
    "\n  query CategoryDetail($slug: String!) {\n    category(slug: $slug) {\n      id slug name description\n      breadcrumbs { id slug name }\n      children { id slug name productCount }\n    }\n  }\n": typeof types.CategoryDetailDocument,
    "\n  query CategoryListing($filter: CatalogFilter!, $page: Int!, $pageSize: Int!) {\n    catalogFacets(filter: $filter) {\n      totalCount\n      inStockCount\n      priceRange { minCents maxCents }\n      specs { key name unit kind values { value label count selected } }\n    }\n    products(filter: $filter, page: $page, pageSize: $pageSize) {\n      items { id name description imageUrl priceCents fromPriceCents quantity }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.CategoryListingDocument,
    "\n  query CatalogAdmin {\n    categories { id slug name description parentId position productCount filters { id key name } }\n    specifications { id key name kind unit choices position }\n  }\n": typeof types.CatalogAdminDocument,
    "\n  mutation SaveCategory($input: CategoryInput!) {\n    saveCategory(input: $input) { id slug name description parentId position }\n  }\n": typeof types.SaveCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }\n": typeof types.DeleteCategoryDocument,
    "\n  mutation SaveSpecification($input: SpecificationInput!) {\n    saveSpecification(input: $input) { id key name kind unit choices position }\n  }\n": typeof types.SaveSpecificationDocument,
    "\n  query ApprovalSettings {\n    myCompany {\n      id\n      approvalRules { id thresholdCents approverRole }\n      members { id email companyRole spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n    }\n  }\n": typeof types.ApprovalSettingsDocument,
    "\n  mutation SetSpendingLimits($userId: ID!, $limits: SpendingLimitsInput!) {\n    setSpendingLimits(userId: $userId, limits: $limits) { id spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n  }\n": typeof types.SetSpendingLimitsDocument,
    "\n  mutation SetApprovalRules($rules: [ApprovalRuleInput!]!) {\n    setApprovalRules(rules: $rules) { id thresholdCents approverRole }\n  }\n": typeof types.SetApprovalRulesDocument,
    "\n  query Companies($search: String, $first: Int!, $after: String) {\n    companyConnection(search: $search, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...CompanyProfileFields\n        members { id email companyRole }\n        credit { ...CompanyCreditFields }\n        taxExemption { certificate expiresOn activeToday }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.CompaniesDocument,
    "\n  mutation SetCompanyTaxExemption($companyId: ID!, $input: TaxExemptionInput!) {\n    setCompanyTaxExemption(companyId: $companyId, input: $input) { certificate expiresOn activeToday }\n  }\n": typeof types.SetCompanyTaxExemptionDocument,
    "\n  mutation CreateCompany($input: CompanyProfileInput!) {\n    createCompany(input: $input) { ...CompanyProfileFields }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  mutation UpdateCompany($id: ID!, $input: CompanyProfileInput!) {\n    updateCompany(id: $id, input: $input) { ...CompanyProfileFields }\n  }\n": typeof types.UpdateCompanyDocument,
    "\n  mutation SetCompanyCreditTerms($id: ID!, $terms: CreditTermsInput!) {\n    setCompanyCreditTerms(id: $id, terms: $terms) { id credit { ...CompanyCreditFields } }\n  }\n": typeof types.SetCompanyCreditTermsDocument,
    "\n  mutation LiftCompanyCreditHold($id: ID!) {\n    liftCompanyCreditHold(id: $id) { id credit { ...CompanyCreditFields } }\n  }\n": typeof types.LiftCompanyCreditHoldDocument,
    "\n  mutation MoveUserToCompany($userId: ID!, $companyId: ID!, $role: CompanyRole!) {\n    moveUserToCompany(userId: $userId, companyId: $companyId, role: $role) { id companyRole }\n  }\n": typeof types.MoveUserToCompanyDocument,
    "\n  query CompanyInvitationsOf($id: ID!) {\n    company(id: $id) {\n      id\n      invitations { id email role expiresAt acceptedAt revokedAt spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n    }\n  }\n": typeof types.CompanyInvitationsOfDocument,
    "\n  mutation AdminInviteToCompany($companyId: ID!, $email: String!, $role: CompanyRole!, $limits: SpendingLimitsInput) {\n    adminInviteToCompany(companyId: $companyId, email: $email, role: $role, limits: $limits) { id email role }\n  }\n": typeof types.AdminInviteToCompanyDocument,
    "\n  mutation AdminRevokeCompanyInvitation($id: ID!) {\n    adminRevokeCompanyInvitation(id: $id) { id revokedAt }\n  }\n": typeof types.AdminRevokeCompanyInvitationDocument,
    "\n  query UserEmails {\n    users { id email }\n  }\n": typeof types.UserEmailsDocument,
    "\n  query CompanyAuditTrail($filter: AuditTrailFilter, $first: Int!, $after: String) {\n    myCompanyAuditTrail(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes {\n        id createdAt actorType userId userEmail apiKeyId actorRole ip requestId operation entityType entityId action changed before after\n      }\n    }\n  }\n": typeof types.CompanyAuditTrailDocument,
    "\n  query CompanyReps($companyId: ID!) {\n    salesReps { id email displayName }\n    companyReps(companyId: $companyId) { id }\n  }\n": typeof types.CompanyRepsDocument,
    "\n  mutation SetCompanyReps($companyId: ID!, $repIds: [ID!]!) { setCompanyReps(companyId: $companyId, repIds: $repIds) { id } }\n": typeof types.SetCompanyRepsDocument,
    "\n  query CustomerCredit($companyId: ID!) {\n    customerCredit(companyId: $companyId) {\n      companyId companyName balanceCents\n      entries { id kind amountCents detail actorEmail createdAt }\n      refunds { id amountCents paidOn method reference }\n    }\n  }\n": typeof types.CustomerCreditDocument,
    "\n  query CompanyOpenInvoices($companyId: ID!) {\n    awaiting: purchaseOrders(companyId: $companyId, paymentStatus: AWAITING_PAYMENT, take: 100) { rows { id invoiceNumber balanceCents dueAt } }\n    overdue: purchaseOrders(companyId: $companyId, paymentStatus: OVERDUE, take: 100) { rows { id invoiceNumber balanceCents dueAt } }\n  }\n": typeof types.CompanyOpenInvoicesDocument,
    "\n  mutation ApplyCustomerCredit($purchaseOrderId: ID!, $amountCents: Int) {\n    applyCustomerCredit(purchaseOrderId: $purchaseOrderId, amountCents: $amountCents) { id balanceCents creditedCents paidCents paymentStatus }\n  }\n": typeof types.ApplyCustomerCreditDocument,
    "\n  mutation RecordRefund($companyId: ID!, $refund: RefundInput!) {\n    recordRefund(companyId: $companyId, refund: $refund) { id amountCents }\n  }\n": typeof types.RecordRefundDocument,
    "\n  mutation SendEdiInterchange($text: String!) {\n    ediInbound(text: $text) {\n      accepted interchange acknowledgement interchangeAcknowledgement\n      orders { transactionSet poNumber purchaseOrderId orderNumber approvalRequestId }\n      changes { transactionSet poNumber cancellation taken refused reasons acknowledgement }\n      refusals { transactionSet poNumber reason }\n      acknowledged { transactionSet kind groupControl status }\n    }\n  }\n": typeof types.SendEdiInterchangeDocument,
    "\n  mutation SetCompanyFreeFreight($companyId: ID!, $freeFreightThresholdCents: Int) {\n    setCompanyFreeFreight(companyId: $companyId, freeFreightThresholdCents: $freeFreightThresholdCents) { id freeFreightThresholdCents }\n  }\n": typeof types.SetCompanyFreeFreightDocument,
    "\n  query CompanyFreeFreight($id: ID!) { company(id: $id) { id freeFreightThresholdCents } }\n": typeof types.CompanyFreeFreightDocument,
    "\n  query MyInvitations($first: Int!, $after: String) {\n    myInvitationConnection(first: $first, after: $after) {\n      nodes { id companyName role expiresAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.MyInvitationsDocument,
    "\n  mutation AcceptCompanyInvitation($id: ID!) {\n    acceptCompanyInvitation(id: $id) { role company { id name } }\n  }\n": typeof types.AcceptCompanyInvitationDocument,
    "\n  query CompanyInvitations($first: Int!, $after: String) {\n    companyInvitationConnection(first: $first, after: $after) {\n      nodes { id email role createdAt expiresAt acceptedAt revokedAt spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.CompanyInvitationsDocument,
    "\n  mutation InviteToCompany($email: String!, $role: CompanyRole!, $limits: SpendingLimitsInput) {\n    inviteToCompany(email: $email, role: $role, limits: $limits) {\n      id email role createdAt expiresAt acceptedAt revokedAt spendingLimits { orderLimitCents periodLimitCents limitPeriod }\n    }\n  }\n": typeof types.InviteToCompanyDocument,
    "\n  mutation RevokeCompanyInvitation($id: ID!) {\n    revokeCompanyInvitation(id: $id) { id revokedAt }\n  }\n": typeof types.RevokeCompanyInvitationDocument,
    "\n  mutation UpdateMyCompany($input: CompanyProfileInput!) {\n    updateMyCompany(input: $input) { ...CompanyProfileFields }\n  }\n": typeof types.UpdateMyCompanyDocument,
    "\n  mutation AddCompanyLocation($input: CompanyLocationInput!) {\n    addCompanyLocation(input: $input) { id label addressLine1 addressLine2 city region postalCode country }\n  }\n": typeof types.AddCompanyLocationDocument,
    "\n  mutation UpdateCompanyLocation($id: ID!, $input: CompanyLocationInput!) {\n    updateCompanyLocation(id: $id, input: $input) { id label addressLine1 addressLine2 city region postalCode country }\n  }\n": typeof types.UpdateCompanyLocationDocument,
    "\n  mutation RemoveCompanyLocation($id: ID!) {\n    removeCompanyLocation(id: $id)\n  }\n": typeof types.RemoveCompanyLocationDocument,
    "\n  mutation SetMemberRole($userId: ID!, $role: CompanyRole!) {\n    setMemberRole(userId: $userId, role: $role) { id companyRole }\n  }\n": typeof types.SetMemberRoleDocument,
    "\n  mutation RemoveCompanyMember($userId: ID!) {\n    removeCompanyMember(userId: $userId) { id }\n  }\n": typeof types.RemoveCompanyMemberDocument,
    "\n  fragment CompanyProfileFields on Company {\n    id name taxId billingLine1 billingLine2 billingCity billingRegion billingPostalCode billingCountry eInvoiceFormat eInvoiceEmail buyerReference personal\n  }\n": typeof types.CompanyProfileFieldsFragmentDoc,
    "\n  fragment CompanyCreditFields on Credit {\n    limitCents openCents heldCreditCents availableCents termsDays onHold overdueCount overdueCents custom\n  }\n": typeof types.CompanyCreditFieldsFragmentDoc,
    "\n  query MyCompany {\n    me { id companyRole }\n    myCompany {\n      ...CompanyProfileFields\n      members { id email displayName companyRole }\n      locations { id label addressLine1 addressLine2 city region postalCode country }\n      credit { ...CompanyCreditFields }\n      edi { qualifier senderId enabled }\n    }\n  }\n": typeof types.MyCompanyDocument,
    "\n  query MyPartNumbers($first: Int!, $after: String, $search: String) {\n    myPartNumberConnection(first: $first, after: $after, search: $search) {\n      totalCount\n      nodes { id partNumber productId product { id name sku } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.MyPartNumbersDocument,
    "\n  query MyPartNumbersCsv {\n    myPartNumbersCsv\n  }\n": typeof types.MyPartNumbersCsvDocument,
    "\n  mutation SetMyPartNumber($input: PartNumberInput!) {\n    setMyPartNumber(input: $input) { id partNumber productId product { id name sku } }\n  }\n": typeof types.SetMyPartNumberDocument,
    "\n  mutation RemoveMyPartNumber($productId: ID!) {\n    removeMyPartNumber(productId: $productId)\n  }\n": typeof types.RemoveMyPartNumberDocument,
    "\n  mutation ImportMyPartNumbers($text: String!, $dryRun: Boolean!) {\n    importMyPartNumbers(text: $text, dryRun: $dryRun) {\n      applied dryRun created updated unchanged failed errorCsv\n      lines { lineNumber sku partNumber outcome problem productId }\n    }\n  }\n": typeof types.ImportMyPartNumbersDocument,
    "\n  query PunchOutIdentity($companyId: ID!) {\n    punchOutIdentity(companyId: $companyId) {\n      id fromDomain fromIdentity toDomain toIdentity senderDomain senderIdentity ociEnabled ociUsername punchOutUserId enabled updatedAt\n    }\n  }\n": typeof types.PunchOutIdentityDocument,
    "\n  mutation SavePunchOutIdentity($companyId: ID!, $input: PunchOutIdentityInput!) {\n    savePunchOutIdentity(companyId: $companyId, input: $input) {\n      id fromDomain fromIdentity toDomain toIdentity senderDomain senderIdentity ociEnabled ociUsername punchOutUserId enabled updatedAt\n    }\n  }\n": typeof types.SavePunchOutIdentityDocument,
    "\n  query CompareProducts($ids: [ID!]!) {\n    compareProducts(ids: $ids) {\n      id sku name imageUrl priceCents\n      myPrice { unitPriceCents }\n      packSizes { name baseUnits }\n      weightGrams\n      specifications { key name label }\n    }\n  }\n": typeof types.CompareProductsDocument,
    "\n  query EdiPartners {\n    ediPartners { id companyId companyName qualifier senderId enabled functionalAck updatedAt }\n  }\n": typeof types.EdiPartnersDocument,
    "\n  query EdiDocuments($companyId: ID, $kind: String, $take: Int) {\n    ediDocuments(companyId: $companyId, kind: $kind, take: $take) {\n      id direction kind sender controlNumber companyId companyName purchaseOrderId orderNumber approvalRequestId ackStatus acknowledgedAt ackNote createdAt content\n    }\n  }\n": typeof types.EdiDocumentsDocument,
    "\n  mutation SaveEdiPartner($companyId: ID!, $qualifier: String!, $senderId: String!, $enabled: Boolean, $functionalAck: String) {\n    saveEdiPartner(companyId: $companyId, qualifier: $qualifier, senderId: $senderId, enabled: $enabled, functionalAck: $functionalAck) { id companyId companyName qualifier senderId enabled functionalAck updatedAt }\n  }\n": typeof types.SaveEdiPartnerDocument,
    "\n  query EdiCompanyChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) { nodes { id name } }\n  }\n": typeof types.EdiCompanyChoicesDocument,
    "\n  query AdminShippingMethods {\n    shippingMethods { id name kind active isDefault bands { upToGrams priceCents } flatCents parcelLimitGrams palletCapacityGrams palletPriceCents version }\n  }\n": typeof types.AdminShippingMethodsDocument,
    "\n  mutation SaveShippingMethod($id: ID, $input: ShippingMethodInput!) {\n    saveShippingMethod(id: $id, input: $input) { id name kind active isDefault bands { upToGrams priceCents } flatCents parcelLimitGrams palletCapacityGrams palletPriceCents version }\n  }\n": typeof types.SaveShippingMethodDocument,
    "\n  query ShopHolidays {\n    shopHolidays { day name dayText }\n  }\n": typeof types.ShopHolidaysDocument,
    "\n  mutation AddShopHoliday($input: ShopHolidayInput!) {\n    addShopHoliday(input: $input) { day name dayText }\n  }\n": typeof types.AddShopHolidayDocument,
    "\n  mutation RemoveShopHoliday($day: String!) {\n    removeShopHoliday(day: $day)\n  }\n": typeof types.RemoveShopHolidayDocument,
    "\n  query HomeProducts($pageSize: Int!) {\n    products(page: 1, pageSize: $pageSize) {\n      items { id name description imageUrl priceCents fromPriceCents quantity }\n    }\n  }\n": typeof types.HomeProductsDocument,
    "\n  query HomeReviews($take: Int!) {\n    reviews(take: $take) { id photoUrl description }\n  }\n": typeof types.HomeReviewsDocument,
    "\n  query ApiKeys($first: Int!, $after: String) {\n    apiKeyConnection(first: $first, after: $after) {\n      nodes { id name prefix scopes createdBy createdAt expiresAt revokedAt lastUsedAt lastUsedIp requestCount }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey { id name prefix scopes createdBy createdAt expiresAt revokedAt lastUsedAt lastUsedIp requestCount }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id revokedAt }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query Webhooks {\n    webhookEventTypes\n    outboxHealth { waiting oldestWaitingSeconds failedDeliveries retryingDeliveries disabledEndpoints }\n  }\n": typeof types.WebhooksDocument,
    "\n  query WebhookEndpoints($first: Int!, $after: String) {\n    webhookEndpointConnection(first: $first, after: $after) {\n      nodes { id url description eventTypes enabled disabledAt disabledReason secretRotatedAt previousSecretExpiresAt createdAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { secret endpoint { id url } }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!, $overlapHours: Int!) {\n    rotateWebhookSecret(id: $id, overlapHours: $overlapHours) {\n      secret endpoint { id secretRotatedAt previousSecretExpiresAt }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) { id enabled disabledAt disabledReason }\n  }\n": typeof types.EnableWebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int!, $after: String) {\n    webhookDeliveryConnection(endpointId: $endpointId, first: $first, after: $after) {\n      nodes { id eventId endpointId eventType status attempts responseStatus durationMs responseExcerpt lastAttemptAt deliveredAt createdAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) { id status attempts responseStatus durationMs responseExcerpt lastAttemptAt deliveredAt }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  fragment OrderListFields on OrderList {\n    id name createdByEmail canEdit\n    lines { id productId sku productName quantity scheduleQuantity }\n    schedule {\n      everyWeeks dayOfMonth rule status nextRunOn endOn stoppedReason ownerEmail contactPhone\n      runs { runOn status message }\n    }\n  }\n": typeof types.OrderListFieldsFragmentDoc,
    "query OrderLists { orderLists { ...OrderListFields } }": typeof types.OrderListsDocument,
    "query OrderList($id: ID!) { orderList(id: $id) { ...OrderListFields } }": typeof types.OrderListDocument,
    "mutation CreateOrderList($input: OrderListInput!) { createOrderList(input: $input) { ...OrderListFields } }": typeof types.CreateOrderListDocument,
    "mutation UpdateOrderList($id: ID!, $input: OrderListInput!) { updateOrderList(id: $id, input: $input) { ...OrderListFields } }": typeof types.UpdateOrderListDocument,
    "\n  mutation OrderOrderList($id: ID!, $phone: String) {\n    orderOrderList(id: $id, phone: $phone) { addedCount refusedCount totalCents lines { productId sku productName quantity added lineTotalCents reason } }\n  }\n": typeof types.OrderOrderListDocument,
    "\n  mutation SetOrderSchedule($listId: ID!, $input: OrderScheduleInput!) { setOrderSchedule(listId: $listId, input: $input) { ...OrderListFields } }\n": typeof types.SetOrderScheduleDocument,
    "\n  mutation ChangeOrderSchedule($listId: ID!, $action: OrderScheduleAction!) { changeOrderSchedule(listId: $listId, action: $action) { ...OrderListFields } }\n": typeof types.ChangeOrderScheduleDocument,
    "\n  mutation AdminDeleteOrderItem($id: ID!) {\n    deleteOrderItem(id: $id)\n  }\n": typeof types.AdminDeleteOrderItemDocument,
    "\n  query AdminOrders($first: Int!, $after: String) {\n    orderConnection(first: $first, after: $after) {\n      nodes {\n        id productName imageUrl userName userEmail userPhone quantity unitPriceCents totalCents status nextStatuses\n        purchaseOrder { id orderNumber }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  mutation CancelOrderItem($id: ID!) {\n    cancelOrderItem(id: $id) { id status nextStatuses events { id fromStatus toStatus createdAt actorRole } }\n  }\n": typeof types.CancelOrderItemDocument,
    "\n  mutation DeleteOrderItem($id: ID!) {\n    deleteOrderItem(id: $id)\n  }\n": typeof types.DeleteOrderItemDocument,
    "\n  query MyOrders($first: Int!, $after: String) {\n    myOrderConnection(first: $first, after: $after) {\n      nodes {\n        id\n        productName\n        customerPartNumber\n        imageUrl\n        unitPriceCents\n        quantity\n        packCount\n        orderedAs\n        totalCents\n        userName\n        userEmail\n        userPhone\n        status\n        invoiceReference\n        invoicedAt\n        paymentDueAt\n        createdAt\n        nextStatuses\n        purchaseOrder { id orderNumber }\n        events { id fromStatus toStatus createdAt actorRole }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query MyOrderLinks {\n    myOrders { id purchaseOrder { id } }\n  }\n": typeof types.MyOrderLinksDocument,
    "\n  mutation PayOrderItem($id: ID!) {\n    payOrderItem(id: $id) { id status invoiceReference invoicedAt paymentDueAt nextStatuses purchaseOrder { id orderNumber } events { id fromStatus toStatus createdAt actorRole } }\n  }\n": typeof types.PayOrderItemDocument,
    "\n  query ShipToPrices {\n    me { id shipToLocationId }\n    myCompany { id locations { id label city } }\n  }\n": typeof types.ShipToPricesDocument,
    "\n  mutation ChooseShipToLocation($locationId: ID) { chooseShipToLocation(locationId: $locationId) }\n": typeof types.ChooseShipToLocationDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) { id status nextStatuses }\n  }\n": typeof types.UpdateOrderStatusDocument,
    "\n  query PriceListLocations($id: ID!) {\n    priceList(id: $id, take: 1) { id locations { id label companyId companyName } }\n  }\n": typeof types.PriceListLocationsDocument,
    "\n  query PriceListLocationChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) { nodes { id name locations { id label city } } }\n  }\n": typeof types.PriceListLocationChoicesDocument,
    "\n  mutation SetPriceListLocations($id: ID!, $locationIds: [ID!]!) {\n    setPriceListLocations(id: $id, locationIds: $locationIds) { id locations { id label companyId companyName } }\n  }\n": typeof types.SetPriceListLocationsDocument,
    "\n  fragment PriceListSummaryFields on PriceList {\n    id name priority validFrom validTo entryCount\n    companies { id name }\n    groups { id name }\n    locations { id label companyName }\n  }\n": typeof types.PriceListSummaryFieldsFragmentDoc,
    "\n  query PriceLists {\n    priceLists { ...PriceListSummaryFields }\n  }\n": typeof types.PriceListsDocument,
    "\n  query PriceListEntries($id: ID!) {\n    priceList(id: $id, take: 100) {\n      ...PriceListSummaryFields\n      entries { productId sku productName listPriceCents unitPriceCents percentOffBp }\n    }\n  }\n": typeof types.PriceListEntriesDocument,
    "\n  mutation SavePriceList($id: ID, $input: PriceListInput!) {\n    savePriceList(id: $id, input: $input) { ...PriceListSummaryFields }\n  }\n": typeof types.SavePriceListDocument,
    "\n  mutation DeletePriceList($id: ID!) { deletePriceList(id: $id) }\n": typeof types.DeletePriceListDocument,
    "\n  mutation SetPriceListEntries($id: ID!, $entries: [PriceListEntryInput!]!) {\n    setPriceListEntries(id: $id, entries: $entries) {\n      ...PriceListSummaryFields\n      entries { productId sku productName listPriceCents unitPriceCents percentOffBp }\n    }\n  }\n": typeof types.SetPriceListEntriesDocument,
    "\n  query PriceListCompanyChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) { nodes { id name } }\n  }\n": typeof types.PriceListCompanyChoicesDocument,
    "\n  fragment CustomerGroupFields on CustomerGroup {\n    id name\n    companies { id name }\n    priceLists { id name }\n  }\n": typeof types.CustomerGroupFieldsFragmentDoc,
    "\n  query CustomerGroups {\n    customerGroups { ...CustomerGroupFields }\n  }\n": typeof types.CustomerGroupsDocument,
    "\n  mutation SaveCustomerGroup($id: ID, $input: CustomerGroupInput!) {\n    saveCustomerGroup(id: $id, input: $input) { ...CustomerGroupFields }\n  }\n": typeof types.SaveCustomerGroupDocument,
    "\n  mutation DeleteCustomerGroup($id: ID!) { deleteCustomerGroup(id: $id) }\n": typeof types.DeleteCustomerGroupDocument,
    "\n  query AdminProduct($id: ID!) {\n    product(id: $id) { id version sku name description imageUrl priceCents quantity quantityRule { minimum increment maximum } priceBreaks { minQuantity unitPriceCents } backordersAllowed restockOn }\n  }\n": typeof types.AdminProductDocument,
    "\n  query AdminProducts($first: Int!, $after: String) {\n    productConnection(first: $first, after: $after) {\n      totalCount\n      nodes { id name description imageUrl priceCents quantity }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  query CatalogImportJob($id: ID!) {\n    catalogImportJob(id: $id) {\n      id status fileName rowsTotal rowsChecked rowsWritten created updated unchanged refused errorFile message\n    }\n  }\n": typeof types.CatalogImportJobDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) { id version sku name description imageUrl priceCents quantity quantityRule { minimum increment maximum } priceBreaks { minQuantity unitPriceCents } }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": typeof types.DeleteProductDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { id status quantity totalCents }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id sku name description imageUrl priceCents fromPriceCents quantity\n      quantityRule { minimum increment maximum }\n      priceBreaks { minQuantity unitPriceCents }\n      categories { id slug name }\n      specifications { key name value label }\n      family { id name optionNames }\n      options { name value }\n      packSizes { name baseUnits }\n      weightGrams\n      leadTimeText\n      backordersAllowed restockOn\n      dimensions { lengthMm widthMm heightMm }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query FamilyVariants($id: ID!) {\n    productFamily(id: $id) { id variants { id quantity quantityRule { minimum } options { value } } }\n  }\n": typeof types.FamilyVariantsDocument,
    "\n  query CategoryTrail($slug: String!) {\n    category(slug: $slug) { id breadcrumbs { id slug name } }\n  }\n": typeof types.CategoryTrailDocument,
    "\n  query MyPartNumber($productId: ID!) {\n    myPartNumber(productId: $productId) { id partNumber }\n  }\n": typeof types.MyPartNumberDocument,
    "\n  query MyContractPrice($id: ID!) {\n    product(id: $id) { id myPrice { unitPriceCents explanation priceBreaks { minQuantity unitPriceCents } } }\n  }\n": typeof types.MyContractPriceDocument,
    "\n  query ProductCatalog($id: ID!) {\n    product(id: $id) { id version categories { id slug } specifications { key value } }\n    categories { id slug name parentId }\n    specifications { id key name kind unit choices }\n  }\n": typeof types.ProductCatalogDocument,
    "\n  mutation SetProductCatalog($productId: ID!, $categories: [String!]!, $specs: [SpecValueInput!]!) {\n    setProductCatalog(productId: $productId, categories: $categories, specs: $specs) {\n      id version categories { id slug } specifications { key value }\n    }\n  }\n": typeof types.SetProductCatalogDocument,
    "\n  query ProductPacking($id: ID!) {\n    product(id: $id) { id version family { id } options { name value } packSizes { name baseUnits } weightGrams leadTimeDays dimensions { lengthMm widthMm heightMm } }\n    productFamilies { id name optionNames }\n  }\n": typeof types.ProductPackingDocument,
    "\n  mutation SaveProductFamily($input: ProductFamilyInput!) {\n    saveProductFamily(input: $input) { id name optionNames }\n  }\n": typeof types.SaveProductFamilyDocument,
    "\n  mutation SetProductVariant($productId: ID!, $familyId: ID, $optionValues: [String!]!) {\n    setProductVariant(productId: $productId, familyId: $familyId, optionValues: $optionValues) { id version family { id } options { name value } }\n  }\n": typeof types.SetProductVariantDocument,
    "\n  mutation SetProductPacking($productId: ID!, $input: ProductPackingInput!) {\n    setProductPacking(productId: $productId, input: $input) { id version packSizes { name baseUnits } weightGrams leadTimeDays dimensions { lengthMm widthMm heightMm } }\n  }\n": typeof types.SetProductPackingDocument,
    "\n  query ProductRelated($id: ID!) {\n    product(id: $id) {\n      id\n      replacedBy { id sku name }\n      related(kinds: [ACCESSORY, SPARE_PART]) { kind product { id sku name imageUrl priceCents quantity } }\n    }\n  }\n": typeof types.ProductRelatedDocument,
    "\n  query AdminProductRelated($id: ID!) {\n    product(id: $id) { id related { kind product { id sku name } } }\n  }\n": typeof types.AdminProductRelatedDocument,
    "\n  mutation SetRelatedProducts($productId: ID!, $kind: RelationKind!, $related: [String!]!) {\n    setRelatedProducts(productId: $productId, kind: $kind, related: $related) { id related { kind product { id sku name } } }\n  }\n": typeof types.SetRelatedProductsDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) { id version sku name description imageUrl priceCents quantity quantityRule { minimum increment maximum } priceBreaks { minQuantity unitPriceCents } backordersAllowed restockOn }\n  }\n": typeof types.UpdateProductDocument,
    "\n  query ProductStock($productId: ID!) {\n    productStock(productId: $productId) { warehouseId code name active quantity }\n  }\n": typeof types.ProductStockDocument,
    "\n  mutation SetWarehouseStock($productId: ID!, $warehouseId: ID!, $quantity: Int!) {\n    setWarehouseStock(productId: $productId, warehouseId: $warehouseId, quantity: $quantity) { warehouseId code name active quantity }\n  }\n": typeof types.SetWarehouseStockDocument,
    "\n  query MyNotificationSettings {\n    myNotificationSettings { paymentReminders shippingNotices }\n  }\n": typeof types.MyNotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) { paymentReminders shippingNotices }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  query CompanyNotificationSettings {\n    companyNotificationSettings { paymentReminders shippingNotices }\n  }\n": typeof types.CompanyNotificationSettingsDocument,
    "\n  mutation UpdateCompanyNotificationSettings($input: NotificationSettingsInput!) {\n    updateCompanyNotificationSettings(input: $input) { paymentReminders shippingNotices }\n  }\n": typeof types.UpdateCompanyNotificationSettingsDocument,
    "\n  query MyPersonalData {\n    myPersonalData\n  }\n": typeof types.MyPersonalDataDocument,
    "\n  query Profile {\n    me { id email displayName role companyRole createdAt }\n  }\n": typeof types.ProfileDocument,
    "\n  query AdminPurchaseOrders($paymentStatus: PaymentStatus, $fulfilmentStatus: FulfilmentStatus, $companyId: ID, $first: Int!, $after: String) {\n    purchaseOrderConnection(paymentStatus: $paymentStatus, fulfilmentStatus: $fulfilmentStatus, companyId: $companyId, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes {\n        id orderNumber invoiceNumber poNumber buyerName buyerEmail companyName companyId billToName billToTaxId issuedAt dueAt totalCents freightCents freightPending creditedCents paidCents balanceCents\n        paymentStatus daysOverdue fulfilmentStatus nextFulfilment requestedDeliveryOn promisedDeliveryOn promisedLate\n        lines { id productName sku quantity unitPriceCents lineTotalCents requestedDeliveryOn promisedDeliveryOn }\n        payments { id amountCents receivedOn reference }\n        shipments { id shipmentNumber carrier service trackingNumber trackingUrl shippedAt deliveredAt warehouseName lines { invoiceLineId sku productName quantity } }\n      }\n    }\n  }\n": typeof types.AdminPurchaseOrdersDocument,
    "\n  fragment ApprovalRequestFields on ApprovalRequest {\n    id requestNumber status netCents taxCents totalCents tax { label } requiredRoles waitingFor requesterEmail rejectionReason reasons poNumber createdAt updatedAt\n    shipTo { companyName addressLine1 addressLine2 city region postalCode country }\n    items { id productName quantity unitPriceCents totalCents }\n    purchaseOrder { id orderNumber invoiceNumber }\n  }\n": typeof types.ApprovalRequestFieldsFragmentDoc,
    "\n  query ApprovalsNav {\n    me { id companyRole }\n    myCompany { id personal }\n  }\n": typeof types.ApprovalsNavDocument,
    "\n  query ApprovalQueue($first: Int!, $after: String) {\n    approvalQueueConnection(first: $first, after: $after) {\n      totalCount\n      nodes { ...ApprovalRequestFields }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ApprovalQueueDocument,
    "\n  query OrderRequest($id: ID!) {\n    me { id email companyRole }\n    orderRequest(id: $id) {\n      ...ApprovalRequestFields\n      events { id kind actorEmail role detail createdAt }\n    }\n  }\n": typeof types.OrderRequestDocument,
    "\n  query MyOrderRequestPages($first: Int!, $after: String) {\n    myOrderRequestConnection(first: $first, after: $after) {\n      nodes { ...ApprovalRequestFields }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.MyOrderRequestPagesDocument,
    "\n  query MyOrderRequests($first: Int!) {\n    myOrderRequestConnection(first: $first) {\n      nodes { id status items { id } }\n    }\n  }\n": typeof types.MyOrderRequestsDocument,
    "\n  mutation ApproveOrder($id: ID!) {\n    approveOrder(id: $id) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }\n  }\n": typeof types.ApproveOrderDocument,
    "\n  mutation RejectOrder($id: ID!, $reason: String!) {\n    rejectOrder(id: $id, reason: $reason) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }\n  }\n": typeof types.RejectOrderDocument,
    "\n  mutation WithdrawOrderRequest($id: ID!) {\n    withdrawOrderRequest(id: $id) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }\n  }\n": typeof types.WithdrawOrderRequestDocument,
    "\n  mutation Checkout($itemIds: [ID!]!, $details: CheckoutDetailsInput!) {\n    checkout(itemIds: $itemIds, details: $details) {\n      id orderNumber invoiceNumber poNumber totalCents dueAt termsDays\n    }\n  }\n": typeof types.CheckoutDocument,
    "\n  query CheckoutShopHolidays {\n    shopHolidays { day }\n  }\n": typeof types.CheckoutShopHolidaysDocument,
    "\n  query PurchaseOrderCompanyChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) {\n      nodes { id name taxId }\n    }\n  }\n": typeof types.PurchaseOrderCompanyChoicesDocument,
    "\n  query CreditNotes($purchaseOrderId: ID!) {\n    creditNotes(purchaseOrderId: $purchaseOrderId) {\n      id creditNoteNumber issuedOn reason returnStock amountCents taxCents freightCents releasedCents settlement\n      lines { id invoiceLineId position sku productName quantity unitPriceCents lineTotalCents }\n    }\n  }\n": typeof types.CreditNotesDocument,
    "\n  query FulfilmentWarehouses { warehouses { id code name active } }\n": typeof types.FulfilmentWarehousesDocument,
    "\n  query FulfilmentQueue($warehouseId: ID!) {\n    fulfilmentQueue(warehouseId: $warehouseId) {\n      invoiceLineId purchaseOrderId orderNumber poNumber companyName sku productName quantity requestedDeliveryDate promisedDeliveryDate\n    }\n  }\n": typeof types.FulfilmentQueueDocument,
    "\n  mutation IssueCreditNote($purchaseOrderId: ID!, $input: CreditNoteInput!) {\n    issueCreditNote(purchaseOrderId: $purchaseOrderId, input: $input) {\n      id creditNoteNumber amountCents appliedToInvoiceCents releasedCents settlement\n    }\n  }\n": typeof types.IssueCreditNoteDocument,
    "\n  query LastDeliveryDetails {\n    myPurchaseOrders {\n      id companyName addressLine1 addressLine2 city region postalCode country contactPhone\n    }\n  }\n": typeof types.LastDeliveryDetailsDocument,
    "\n  query MyCredit {\n    myCredit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents }\n  }\n": typeof types.MyCreditDocument,
    "\n  query MyPurchaseOrders($first: Int!, $after: String) {\n    myPurchaseOrderConnection(first: $first, after: $after) {\n      nodes {\n        id orderNumber invoiceNumber poNumber createdAt issuedAt dueAt termsDays totalCents paidCents balanceCents\n        paymentStatus daysOverdue fulfilmentStatus\n        lines { id productName sku quantity unitPriceCents lineTotalCents backorderedQuantity backorderExpectedOn requestedDeliveryOn promisedDeliveryOn }\n        shipments { id shipmentNumber carrier service trackingNumber trackingUrl shippedAt deliveredAt lines { invoiceLineId sku productName quantity } }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.MyPurchaseOrdersDocument,
    "\n  query CheckoutItems {\n    myOrders { id productName imageUrl unitPriceCents quantity totalCents status leadTimeDays purchaseOrder { id } product { id quantity backordersAllowed restockOn } }\n  }\n": typeof types.CheckoutItemsDocument,
    "\n  fragment ReturnFields on ReturnRequest {\n    id returnNumber orderNumber purchaseOrderId status statusLabel reason photoLinks requestedByEmail restockingFeePercent rejectionReason\n    disposition receiptNote createdAt creditNoteNumber creditedCents restockingFeeCents\n    lines { invoiceLineId position sku productName quantity }\n  }\n": typeof types.ReturnFieldsFragmentDoc,
    "\n  query OrderReturns($id: ID!) {\n    purchaseOrder(id: $id) {\n      id orderNumber\n      lines { id position sku productName quantity }\n      shipments { id deliveredAt lines { invoiceLineId quantity } }\n      returns { ...ReturnFields }\n    }\n  }\n": typeof types.OrderReturnsDocument,
    "\n  mutation RequestReturn($orderId: ID!, $lines: [ReturnLineInput!]!, $reason: String!, $photoLinks: [String!]) {\n    requestReturn(orderId: $orderId, lines: $lines, reason: $reason, photoLinks: $photoLinks) { ...ReturnFields }\n  }\n": typeof types.RequestReturnDocument,
    "\n  mutation WithdrawReturn($id: ID!) { withdrawReturn(id: $id) { ...ReturnFields } }\n": typeof types.WithdrawReturnDocument,
    "\n  query PurchaseOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      id orderNumber invoiceNumber poNumber buyerName buyerEmail companyName billToName billToTaxId billToAddress orderedBy addressLine1 addressLine2 city region\n      postalCode country contactPhone notes issuedAt dueAt termsDays requestedDeliveryOn promisedDeliveryOn promisedLate subtotalCents freightCents freightPending shippingMethodName taxCents totalCents creditedCents paidCents receivedCents givenBackCents balanceCents\n      tax { label exemptionCertificate }\n      paymentStatus daysOverdue fulfilmentStatus\n      lines { id productName sku customerPartNumber quantity unitPriceCents lineTotalCents backorderedQuantity backorderText requestedDeliveryOn promisedDeliveryOn }\n      payments { id amountCents receivedOn reference }\n      seller { name addressLines email taxId }\n      remittance { accountName bankName iban bic routingNumber accountNumber instructions paymentReference }\n    }\n  }\n": typeof types.PurchaseOrderDocument,
    "\n  mutation RecordPayment($id: ID!, $payment: PaymentInput!) {\n    recordPayment(id: $id, payment: $payment) {\n      id paidCents balanceCents paymentStatus daysOverdue\n      payments { id amountCents receivedOn reference }\n    }\n  }\n": typeof types.RecordPaymentDocument,
    "\n  mutation Reorder($id: ID!) {\n    reorder(id: $id) {\n      addedCount\n      items { id }\n      refused { productName sku quantity reason }\n      replaced { productName sku replacementName replacementSku }\n    }\n  }\n": typeof types.ReorderDocument,
    "\n  query ReturnRequests($status: ReturnStatus) {\n    returnRequests(status: $status) { ...ReturnFields }\n  }\n": typeof types.ReturnRequestsDocument,
    "\n  mutation ApproveReturn($id: ID!, $restockingFeePercent: Float!) { approveReturn(id: $id, restockingFeePercent: $restockingFeePercent) { ...ReturnFields } }\n": typeof types.ApproveReturnDocument,
    "\n  mutation RejectReturn($id: ID!, $reason: String!) { rejectReturn(id: $id, reason: $reason) { ...ReturnFields } }\n": typeof types.RejectReturnDocument,
    "\n  mutation ReceiveReturn($id: ID!, $disposition: ReturnDisposition!, $note: String!) { receiveReturn(id: $id, disposition: $disposition, note: $note) { ...ReturnFields } }\n": typeof types.ReceiveReturnDocument,
    "\n  mutation SetOrderFreight($purchaseOrderId: ID!, $freightCents: Int!) {\n    setOrderFreight(purchaseOrderId: $purchaseOrderId, freightCents: $freightCents) { id freightCents freightPending taxCents totalCents balanceCents }\n  }\n": typeof types.SetOrderFreightDocument,
    "\n  mutation SetPromisedDeliveryDate($purchaseOrderId: ID!, $promisedDeliveryDate: String!) {\n    setPromisedDeliveryDate(purchaseOrderId: $purchaseOrderId, promisedDeliveryDate: $promisedDeliveryDate) { id requestedDeliveryOn promisedDeliveryOn promisedLate }\n  }\n": typeof types.SetPromisedDeliveryDateDocument,
    "\n  query ShipToLocations {\n    myCompany { id name locations { id label addressLine1 addressLine2 city region postalCode country } }\n  }\n": typeof types.ShipToLocationsDocument,
    "\n  mutation CheckoutShipTo($locationId: ID) { chooseShipToLocation(locationId: $locationId) }\n": typeof types.CheckoutShipToDocument,
    "\n  mutation CreateShipment($orderId: ID!, $lines: [ShipmentLineInput!]!, $warehouseId: ID, $carrier: String!, $service: String!, $trackingNumber: String!, $trackingUrl: String) {\n    createShipment(orderId: $orderId, lines: $lines, warehouseId: $warehouseId, carrier: $carrier, service: $service, trackingNumber: $trackingNumber, trackingUrl: $trackingUrl) {\n      id shipmentNumber\n    }\n  }\n": typeof types.CreateShipmentDocument,
    "\n  mutation MarkShipmentDelivered($id: ID!) {\n    markShipmentDelivered(id: $id) { id deliveredAt }\n  }\n": typeof types.MarkShipmentDeliveredDocument,
    "\n  query ShippingMethods {\n    shippingMethods { id name kind isDefault active }\n  }\n": typeof types.ShippingMethodsDocument,
    "\n  mutation SubmitOrder($itemIds: [ID!]!, $details: CheckoutDetailsInput!, $shippingMethodId: ID, $lineDeliveryDates: [LineDeliveryDateInput!]) {\n    submitOrder(itemIds: $itemIds, details: $details, shippingMethodId: $shippingMethodId, lineDeliveryDates: $lineDeliveryDates) {\n      purchaseOrder { id orderNumber invoiceNumber poNumber totalCents dueAt termsDays }\n      approvalRequest {\n        id requestNumber status netCents freightCents taxCents totalCents tax { label } requiredRoles waitingFor\n        shipTo { companyName addressLine1 addressLine2 city region postalCode country }\n      }\n    }\n  }\n": typeof types.SubmitOrderDocument,
    "\n  query ApprovalPreview($itemIds: [ID!]!) {\n    approvalPreview(itemIds: $itemIds) { totalCents needsApproval requiredRoles summary reasons }\n  }\n": typeof types.ApprovalPreviewDocument,
    "\n  query CheckoutTaxQuote($itemIds: [ID!]!, $country: String!, $region: String, $shippingMethodId: ID) {\n    checkoutTaxQuote(itemIds: $itemIds, country: $country, region: $region, shippingMethodId: $shippingMethodId) {\n      subtotalCents freightCents freightPending shippingMethodName freightNote totalCents tax { taxCents label exemptionCertificate }\n    }\n  }\n": typeof types.CheckoutTaxQuoteDocument,
    "\n  mutation UpdateFulfilment($id: ID!, $status: FulfilmentStatus!) {\n    updateFulfilment(id: $id, status: $status) { id fulfilmentStatus nextFulfilment paymentStatus daysOverdue balanceCents }\n  }\n": typeof types.UpdateFulfilmentDocument,
    "\n  mutation BulkAddToOrders($input: BulkAddInput!) {\n    bulkAddToOrders(input: $input) { count totalCents items { id } }\n  }\n": typeof types.BulkAddToOrdersDocument,
    "\n  query QuickOrderPreview($text: String!) {\n    quickOrderPreview(text: $text) {\n      okCount failedCount totalUnits totalCents failedLinesCsv\n      lines {\n        lineNumber reference quantityText quantity unitPriceCents lineTotalCents nudge roundUpTo ok\n        priceBreak { minQuantity unitPriceCents }\n        nextBreak { minQuantity unitPriceCents addUnits }\n        problems { code message }\n        product { id sku name }\n      }\n    }\n  }\n": typeof types.QuickOrderPreviewDocument,
    "\n  fragment QuoteFields on SalesQuote {\n    id number quoteNumber status statusLabel companyId buyerId currentVersion expiresAt acceptedAt createdAt\n    versions {\n      number side authorName note freightNote expiresAt approvalNeeded approvedByName createdAt totalCents\n      lines { position productId productName sku quantity note targetPriceCents unitPriceCents referencePriceCents lineTotalCents discountBp }\n    }\n  }\n": typeof types.QuoteFieldsFragmentDoc,
    "\n  query MyQuotes($status: SalesQuoteStatus) { myQuotes(status: $status) { ...QuoteFields } }\n": typeof types.MyQuotesDocument,
    "\n  query QuoteDetails($id: ID!) { quoteDetails(id: $id) { ...QuoteFields } }\n": typeof types.QuoteDetailsDocument,
    "\n  query AdminQuotes($status: SalesQuoteStatus, $companyId: ID) { quotes(status: $status, companyId: $companyId) { ...QuoteFields } }\n": typeof types.AdminQuotesDocument,
    "\n  query QuoteProduct($search: String!) { products(search: $search, pageSize: 5) { items { id sku name quantityRule { minimum increment maximum } } } }\n": typeof types.QuoteProductDocument,
    "\n  mutation RequestQuote($lines: [SalesQuoteRequestLineInput!]!, $note: String!) { requestQuote(lines: $lines, note: $note) { ...QuoteFields } }\n": typeof types.RequestQuoteDocument,
    "\n  mutation CounterQuote($id: ID!, $lines: [SalesQuoteRequestLineInput!]!, $note: String!, $version: Int) {\n    counterQuote(id: $id, lines: $lines, note: $note, version: $version) { ...QuoteFields }\n  }\n": typeof types.CounterQuoteDocument,
    "\n  mutation AcceptQuote($id: ID!, $version: Int) { acceptQuote(id: $id, version: $version) { quote { ...QuoteFields } items { id } } }\n": typeof types.AcceptQuoteDocument,
    "\n  mutation DeclineQuote($id: ID!) { declineQuote(id: $id) { ...QuoteFields } }\n": typeof types.DeclineQuoteDocument,
    "\n  mutation SendQuote($id: ID!, $lines: [SalesQuotePriceLineInput!]!, $validUntil: String!, $freightNote: String!, $note: String!, $version: Int) {\n    sendQuote(id: $id, lines: $lines, validUntil: $validUntil, freightNote: $freightNote, note: $note, version: $version) { ...QuoteFields }\n  }\n": typeof types.SendQuoteDocument,
    "\n  mutation ApproveQuote($id: ID!, $version: Int) { approveQuote(id: $id, version: $version) { ...QuoteFields } }\n": typeof types.ApproveQuoteDocument,
    "\n  query QuoteCompanyChoices($search: String, $first: Int!) { companyConnection(search: $search, first: $first) { nodes { id name } } }\n": typeof types.QuoteCompanyChoicesDocument,
    "\n  query BankStatementLines($status: String, $first: Int!, $after: String) {\n    bankStatementLineConnection(status: $status, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id bookedOn amountCents currency reference counterparty status matchRule unappliedCents note\n        allocations { purchaseOrderId invoiceNumber amountCents }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.BankStatementLinesDocument,
    "\n  mutation ImportBankStatement($file: BankStatementFileInput!) {\n    importBankStatement(file: $file) { alreadyImported statement { id fileName creditLines newLines debitsSkipped } }\n  }\n": typeof types.ImportBankStatementDocument,
    "\n  mutation ConfirmBankLine($id: ID!, $allocations: [BankAllocationInput!]) {\n    confirmBankLine(id: $id, allocations: $allocations) { id status unappliedCents allocations { invoiceNumber amountCents } }\n  }\n": typeof types.ConfirmBankLineDocument,
    "\n  mutation IgnoreBankLine($id: ID!, $reason: String) { ignoreBankLine(id: $id, reason: $reason) { id status note } }\n": typeof types.IgnoreBankLineDocument,
    "\n  query MyStatement($from: String!, $to: String!) {\n    myStatement(from: $from, to: $to) {\n      companyId companyName scope buyerEmail from to asOf\n      openingBalanceCents totalDebitCents totalCreditCents closingBalanceCents overdueCents\n      lines { on kind kindLabel reference invoiceNumber purchaseOrderId debitCents creditCents balanceCents taxCents freightCents }\n      overdue { purchaseOrderId invoiceNumber dueOn daysOverdue balanceCents }\n    }\n  }\n": typeof types.MyStatementDocument,
    "\n  query CompanyStatement($companyId: ID!, $from: String!, $to: String!) {\n    companyStatement(companyId: $companyId, from: $from, to: $to) {\n      companyId companyName scope buyerEmail from to asOf\n      openingBalanceCents totalDebitCents totalCreditCents closingBalanceCents overdueCents\n      lines { on kind kindLabel reference invoiceNumber purchaseOrderId debitCents creditCents balanceCents taxCents freightCents }\n      overdue { purchaseOrderId invoiceNumber dueOn daysOverdue balanceCents }\n    }\n  }\n": typeof types.CompanyStatementDocument,
    "\n  query AgingReport {\n    agingReport {\n      asOf\n      rows { companyId companyName currentCents days1To30Cents days31To60Cents days61To90Cents over90Cents totalCents invoiceCount }\n      total { companyId companyName currentCents days1To30Cents days31To60Cents days61To90Cents over90Cents totalCents invoiceCount }\n    }\n  }\n": typeof types.AgingReportDocument,
    "\n  mutation AddReview($input: ReviewInput!) {\n    addReview(input: $input) { id photoUrl description }\n  }\n": typeof types.AddReviewDocument,
    "\n  query Reviews($first: Int!, $after: String) {\n    reviewConnection(first: $first, after: $after) {\n      nodes { id photoUrl description }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ReviewsDocument,
    "\n  query MyActAsSession { myActAsSession { banner buyerName companyName actorName expiresAt } }\n": typeof types.MyActAsSessionDocument,
    "\n  mutation StartActingAs($buyerId: ID!) { startActingAs(buyerId: $buyerId) { token banner expiresAt } }\n": typeof types.StartActingAsDocument,
    "\n  mutation StopActingAs { stopActingAs }\n": typeof types.StopActingAsDocument,
    "\n  query MyRepCompanies { myRepCompanies { id name members { id email displayName companyRole } } }\n": typeof types.MyRepCompaniesDocument,
    "\n  query RepCompanyActivity($companyId: ID!) {\n    repCompanyOrders(companyId: $companyId, take: 20) { id invoiceNumber buyerName poNumber totalCents paymentStatus fulfilmentStatus createdAt }\n    repQuotes(companyId: $companyId, take: 20) { id quoteNumber statusLabel createdAt }\n  }\n": typeof types.RepCompanyActivityDocument,
    "\n  query CompanyPrices($companyId: ID!, $search: String) {\n    products(search: $search, pageSize: 20) {\n      items { id name sku priceCents companyPrice(companyId: $companyId) { unitPriceCents explanation } }\n    }\n  }\n": typeof types.CompanyPricesDocument,
    "\n  query ShopProducts($search: String, $page: Int!, $pageSize: Int!) {\n    products(search: $search, page: $page, pageSize: $pageSize) {\n      items { id name description imageUrl priceCents fromPriceCents quantity }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.ShopProductsDocument,
    "\n  query TaxRates {\n    taxRates { id country region name rateMillionths ratePercent label active }\n  }\n": typeof types.TaxRatesDocument,
    "\n  mutation SetTaxRate($id: ID, $input: TaxRateInput!) {\n    setTaxRate(id: $id, input: $input) { id country region name rateMillionths ratePercent label active }\n  }\n": typeof types.SetTaxRateDocument,
    "\n  mutation DeleteTaxRate($id: ID!) { deleteTaxRate(id: $id) }\n": typeof types.DeleteTaxRateDocument,
    "\n  mutation SetCreditTerms($id: ID!, $terms: CreditTermsInput!) {\n    setCreditTerms(id: $id, terms: $terms) { id credit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents custom } }\n  }\n": typeof types.SetCreditTermsDocument,
    "\n  mutation LiftCreditHold($id: ID!) {\n    liftCreditHold(id: $id) { id credit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents custom } }\n  }\n": typeof types.LiftCreditHoldDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation ErasePerson($userId: ID!) {\n    erasePerson(userId: $userId) { userId erasedEmail }\n  }\n": typeof types.ErasePersonDocument,
    "\n  mutation MakeAdmin($email: String!) {\n    makeAdmin(email: $email) { modifiedCount user { id email role } }\n  }\n": typeof types.MakeAdminDocument,
    "\n  mutation RevokeAdmin($id: ID!) {\n    revokeAdmin(id: $id) { id email role }\n  }\n": typeof types.RevokeAdminDocument,
    "\n  mutation SetSalesRep($userId: ID!, $salesRep: Boolean!) {\n    setSalesRep(userId: $userId, salesRep: $salesRep)\n  }\n": typeof types.SetSalesRepDocument,
    "\n  query AdminUsers($first: Int!, $after: String, $search: String) {\n    userConnection(first: $first, after: $after, search: $search) {\n      totalCount\n      nodes { id email displayName role salesRep credit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents custom } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    email\n    displayName\n    role\n    emailVerified\n    salesRep\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation ExchangeToken($idToken: String!) {\n    exchangeToken(idToken: $idToken) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.ExchangeTokenDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
};
const documents: Documents = {
    "\n  query ActingBanner { myActAsSession { banner } }\n": types.ActingBannerDocument,
    "\n  mutation StopActingFromBanner { stopActingAs }\n": types.StopActingFromBannerDocument,
    "\n  query AuditTrail($filter: AuditTrailFilter, $first: Int!, $after: String) {\n    auditTrail(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes {\n        id createdAt actorType userId userEmail apiKeyId actorRole ip requestId operation entityType entityId action changed before after\n      }\n    }\n  }\n": types.AuditTrailDocument,
    "\n  query CategoryMenu {\n    categories { id slug name parentId productCount }\n  }\n": types.CategoryMenuDocument,
    "\n  query CategoryDetail($slug: String!) {\n    category(slug: $slug) {\n      id slug name description\n      breadcrumbs { id slug name }\n      children { id slug name productCount }\n    }\n  }\n": types.CategoryDetailDocument,
    "\n  query CategoryListing($filter: CatalogFilter!, $page: Int!, $pageSize: Int!) {\n    catalogFacets(filter: $filter) {\n      totalCount\n      inStockCount\n      priceRange { minCents maxCents }\n      specs { key name unit kind values { value label count selected } }\n    }\n    products(filter: $filter, page: $page, pageSize: $pageSize) {\n      items { id name description imageUrl priceCents fromPriceCents quantity }\n      total\n      page\n      pageSize\n    }\n  }\n": types.CategoryListingDocument,
    "\n  query CatalogAdmin {\n    categories { id slug name description parentId position productCount filters { id key name } }\n    specifications { id key name kind unit choices position }\n  }\n": types.CatalogAdminDocument,
    "\n  mutation SaveCategory($input: CategoryInput!) {\n    saveCategory(input: $input) { id slug name description parentId position }\n  }\n": types.SaveCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }\n": types.DeleteCategoryDocument,
    "\n  mutation SaveSpecification($input: SpecificationInput!) {\n    saveSpecification(input: $input) { id key name kind unit choices position }\n  }\n": types.SaveSpecificationDocument,
    "\n  query ApprovalSettings {\n    myCompany {\n      id\n      approvalRules { id thresholdCents approverRole }\n      members { id email companyRole spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n    }\n  }\n": types.ApprovalSettingsDocument,
    "\n  mutation SetSpendingLimits($userId: ID!, $limits: SpendingLimitsInput!) {\n    setSpendingLimits(userId: $userId, limits: $limits) { id spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n  }\n": types.SetSpendingLimitsDocument,
    "\n  mutation SetApprovalRules($rules: [ApprovalRuleInput!]!) {\n    setApprovalRules(rules: $rules) { id thresholdCents approverRole }\n  }\n": types.SetApprovalRulesDocument,
    "\n  query Companies($search: String, $first: Int!, $after: String) {\n    companyConnection(search: $search, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...CompanyProfileFields\n        members { id email companyRole }\n        credit { ...CompanyCreditFields }\n        taxExemption { certificate expiresOn activeToday }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.CompaniesDocument,
    "\n  mutation SetCompanyTaxExemption($companyId: ID!, $input: TaxExemptionInput!) {\n    setCompanyTaxExemption(companyId: $companyId, input: $input) { certificate expiresOn activeToday }\n  }\n": types.SetCompanyTaxExemptionDocument,
    "\n  mutation CreateCompany($input: CompanyProfileInput!) {\n    createCompany(input: $input) { ...CompanyProfileFields }\n  }\n": types.CreateCompanyDocument,
    "\n  mutation UpdateCompany($id: ID!, $input: CompanyProfileInput!) {\n    updateCompany(id: $id, input: $input) { ...CompanyProfileFields }\n  }\n": types.UpdateCompanyDocument,
    "\n  mutation SetCompanyCreditTerms($id: ID!, $terms: CreditTermsInput!) {\n    setCompanyCreditTerms(id: $id, terms: $terms) { id credit { ...CompanyCreditFields } }\n  }\n": types.SetCompanyCreditTermsDocument,
    "\n  mutation LiftCompanyCreditHold($id: ID!) {\n    liftCompanyCreditHold(id: $id) { id credit { ...CompanyCreditFields } }\n  }\n": types.LiftCompanyCreditHoldDocument,
    "\n  mutation MoveUserToCompany($userId: ID!, $companyId: ID!, $role: CompanyRole!) {\n    moveUserToCompany(userId: $userId, companyId: $companyId, role: $role) { id companyRole }\n  }\n": types.MoveUserToCompanyDocument,
    "\n  query CompanyInvitationsOf($id: ID!) {\n    company(id: $id) {\n      id\n      invitations { id email role expiresAt acceptedAt revokedAt spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n    }\n  }\n": types.CompanyInvitationsOfDocument,
    "\n  mutation AdminInviteToCompany($companyId: ID!, $email: String!, $role: CompanyRole!, $limits: SpendingLimitsInput) {\n    adminInviteToCompany(companyId: $companyId, email: $email, role: $role, limits: $limits) { id email role }\n  }\n": types.AdminInviteToCompanyDocument,
    "\n  mutation AdminRevokeCompanyInvitation($id: ID!) {\n    adminRevokeCompanyInvitation(id: $id) { id revokedAt }\n  }\n": types.AdminRevokeCompanyInvitationDocument,
    "\n  query UserEmails {\n    users { id email }\n  }\n": types.UserEmailsDocument,
    "\n  query CompanyAuditTrail($filter: AuditTrailFilter, $first: Int!, $after: String) {\n    myCompanyAuditTrail(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes {\n        id createdAt actorType userId userEmail apiKeyId actorRole ip requestId operation entityType entityId action changed before after\n      }\n    }\n  }\n": types.CompanyAuditTrailDocument,
    "\n  query CompanyReps($companyId: ID!) {\n    salesReps { id email displayName }\n    companyReps(companyId: $companyId) { id }\n  }\n": types.CompanyRepsDocument,
    "\n  mutation SetCompanyReps($companyId: ID!, $repIds: [ID!]!) { setCompanyReps(companyId: $companyId, repIds: $repIds) { id } }\n": types.SetCompanyRepsDocument,
    "\n  query CustomerCredit($companyId: ID!) {\n    customerCredit(companyId: $companyId) {\n      companyId companyName balanceCents\n      entries { id kind amountCents detail actorEmail createdAt }\n      refunds { id amountCents paidOn method reference }\n    }\n  }\n": types.CustomerCreditDocument,
    "\n  query CompanyOpenInvoices($companyId: ID!) {\n    awaiting: purchaseOrders(companyId: $companyId, paymentStatus: AWAITING_PAYMENT, take: 100) { rows { id invoiceNumber balanceCents dueAt } }\n    overdue: purchaseOrders(companyId: $companyId, paymentStatus: OVERDUE, take: 100) { rows { id invoiceNumber balanceCents dueAt } }\n  }\n": types.CompanyOpenInvoicesDocument,
    "\n  mutation ApplyCustomerCredit($purchaseOrderId: ID!, $amountCents: Int) {\n    applyCustomerCredit(purchaseOrderId: $purchaseOrderId, amountCents: $amountCents) { id balanceCents creditedCents paidCents paymentStatus }\n  }\n": types.ApplyCustomerCreditDocument,
    "\n  mutation RecordRefund($companyId: ID!, $refund: RefundInput!) {\n    recordRefund(companyId: $companyId, refund: $refund) { id amountCents }\n  }\n": types.RecordRefundDocument,
    "\n  mutation SendEdiInterchange($text: String!) {\n    ediInbound(text: $text) {\n      accepted interchange acknowledgement interchangeAcknowledgement\n      orders { transactionSet poNumber purchaseOrderId orderNumber approvalRequestId }\n      changes { transactionSet poNumber cancellation taken refused reasons acknowledgement }\n      refusals { transactionSet poNumber reason }\n      acknowledged { transactionSet kind groupControl status }\n    }\n  }\n": types.SendEdiInterchangeDocument,
    "\n  mutation SetCompanyFreeFreight($companyId: ID!, $freeFreightThresholdCents: Int) {\n    setCompanyFreeFreight(companyId: $companyId, freeFreightThresholdCents: $freeFreightThresholdCents) { id freeFreightThresholdCents }\n  }\n": types.SetCompanyFreeFreightDocument,
    "\n  query CompanyFreeFreight($id: ID!) { company(id: $id) { id freeFreightThresholdCents } }\n": types.CompanyFreeFreightDocument,
    "\n  query MyInvitations($first: Int!, $after: String) {\n    myInvitationConnection(first: $first, after: $after) {\n      nodes { id companyName role expiresAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.MyInvitationsDocument,
    "\n  mutation AcceptCompanyInvitation($id: ID!) {\n    acceptCompanyInvitation(id: $id) { role company { id name } }\n  }\n": types.AcceptCompanyInvitationDocument,
    "\n  query CompanyInvitations($first: Int!, $after: String) {\n    companyInvitationConnection(first: $first, after: $after) {\n      nodes { id email role createdAt expiresAt acceptedAt revokedAt spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.CompanyInvitationsDocument,
    "\n  mutation InviteToCompany($email: String!, $role: CompanyRole!, $limits: SpendingLimitsInput) {\n    inviteToCompany(email: $email, role: $role, limits: $limits) {\n      id email role createdAt expiresAt acceptedAt revokedAt spendingLimits { orderLimitCents periodLimitCents limitPeriod }\n    }\n  }\n": types.InviteToCompanyDocument,
    "\n  mutation RevokeCompanyInvitation($id: ID!) {\n    revokeCompanyInvitation(id: $id) { id revokedAt }\n  }\n": types.RevokeCompanyInvitationDocument,
    "\n  mutation UpdateMyCompany($input: CompanyProfileInput!) {\n    updateMyCompany(input: $input) { ...CompanyProfileFields }\n  }\n": types.UpdateMyCompanyDocument,
    "\n  mutation AddCompanyLocation($input: CompanyLocationInput!) {\n    addCompanyLocation(input: $input) { id label addressLine1 addressLine2 city region postalCode country }\n  }\n": types.AddCompanyLocationDocument,
    "\n  mutation UpdateCompanyLocation($id: ID!, $input: CompanyLocationInput!) {\n    updateCompanyLocation(id: $id, input: $input) { id label addressLine1 addressLine2 city region postalCode country }\n  }\n": types.UpdateCompanyLocationDocument,
    "\n  mutation RemoveCompanyLocation($id: ID!) {\n    removeCompanyLocation(id: $id)\n  }\n": types.RemoveCompanyLocationDocument,
    "\n  mutation SetMemberRole($userId: ID!, $role: CompanyRole!) {\n    setMemberRole(userId: $userId, role: $role) { id companyRole }\n  }\n": types.SetMemberRoleDocument,
    "\n  mutation RemoveCompanyMember($userId: ID!) {\n    removeCompanyMember(userId: $userId) { id }\n  }\n": types.RemoveCompanyMemberDocument,
    "\n  fragment CompanyProfileFields on Company {\n    id name taxId billingLine1 billingLine2 billingCity billingRegion billingPostalCode billingCountry eInvoiceFormat eInvoiceEmail buyerReference personal\n  }\n": types.CompanyProfileFieldsFragmentDoc,
    "\n  fragment CompanyCreditFields on Credit {\n    limitCents openCents heldCreditCents availableCents termsDays onHold overdueCount overdueCents custom\n  }\n": types.CompanyCreditFieldsFragmentDoc,
    "\n  query MyCompany {\n    me { id companyRole }\n    myCompany {\n      ...CompanyProfileFields\n      members { id email displayName companyRole }\n      locations { id label addressLine1 addressLine2 city region postalCode country }\n      credit { ...CompanyCreditFields }\n      edi { qualifier senderId enabled }\n    }\n  }\n": types.MyCompanyDocument,
    "\n  query MyPartNumbers($first: Int!, $after: String, $search: String) {\n    myPartNumberConnection(first: $first, after: $after, search: $search) {\n      totalCount\n      nodes { id partNumber productId product { id name sku } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.MyPartNumbersDocument,
    "\n  query MyPartNumbersCsv {\n    myPartNumbersCsv\n  }\n": types.MyPartNumbersCsvDocument,
    "\n  mutation SetMyPartNumber($input: PartNumberInput!) {\n    setMyPartNumber(input: $input) { id partNumber productId product { id name sku } }\n  }\n": types.SetMyPartNumberDocument,
    "\n  mutation RemoveMyPartNumber($productId: ID!) {\n    removeMyPartNumber(productId: $productId)\n  }\n": types.RemoveMyPartNumberDocument,
    "\n  mutation ImportMyPartNumbers($text: String!, $dryRun: Boolean!) {\n    importMyPartNumbers(text: $text, dryRun: $dryRun) {\n      applied dryRun created updated unchanged failed errorCsv\n      lines { lineNumber sku partNumber outcome problem productId }\n    }\n  }\n": types.ImportMyPartNumbersDocument,
    "\n  query PunchOutIdentity($companyId: ID!) {\n    punchOutIdentity(companyId: $companyId) {\n      id fromDomain fromIdentity toDomain toIdentity senderDomain senderIdentity ociEnabled ociUsername punchOutUserId enabled updatedAt\n    }\n  }\n": types.PunchOutIdentityDocument,
    "\n  mutation SavePunchOutIdentity($companyId: ID!, $input: PunchOutIdentityInput!) {\n    savePunchOutIdentity(companyId: $companyId, input: $input) {\n      id fromDomain fromIdentity toDomain toIdentity senderDomain senderIdentity ociEnabled ociUsername punchOutUserId enabled updatedAt\n    }\n  }\n": types.SavePunchOutIdentityDocument,
    "\n  query CompareProducts($ids: [ID!]!) {\n    compareProducts(ids: $ids) {\n      id sku name imageUrl priceCents\n      myPrice { unitPriceCents }\n      packSizes { name baseUnits }\n      weightGrams\n      specifications { key name label }\n    }\n  }\n": types.CompareProductsDocument,
    "\n  query EdiPartners {\n    ediPartners { id companyId companyName qualifier senderId enabled functionalAck updatedAt }\n  }\n": types.EdiPartnersDocument,
    "\n  query EdiDocuments($companyId: ID, $kind: String, $take: Int) {\n    ediDocuments(companyId: $companyId, kind: $kind, take: $take) {\n      id direction kind sender controlNumber companyId companyName purchaseOrderId orderNumber approvalRequestId ackStatus acknowledgedAt ackNote createdAt content\n    }\n  }\n": types.EdiDocumentsDocument,
    "\n  mutation SaveEdiPartner($companyId: ID!, $qualifier: String!, $senderId: String!, $enabled: Boolean, $functionalAck: String) {\n    saveEdiPartner(companyId: $companyId, qualifier: $qualifier, senderId: $senderId, enabled: $enabled, functionalAck: $functionalAck) { id companyId companyName qualifier senderId enabled functionalAck updatedAt }\n  }\n": types.SaveEdiPartnerDocument,
    "\n  query EdiCompanyChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) { nodes { id name } }\n  }\n": types.EdiCompanyChoicesDocument,
    "\n  query AdminShippingMethods {\n    shippingMethods { id name kind active isDefault bands { upToGrams priceCents } flatCents parcelLimitGrams palletCapacityGrams palletPriceCents version }\n  }\n": types.AdminShippingMethodsDocument,
    "\n  mutation SaveShippingMethod($id: ID, $input: ShippingMethodInput!) {\n    saveShippingMethod(id: $id, input: $input) { id name kind active isDefault bands { upToGrams priceCents } flatCents parcelLimitGrams palletCapacityGrams palletPriceCents version }\n  }\n": types.SaveShippingMethodDocument,
    "\n  query ShopHolidays {\n    shopHolidays { day name dayText }\n  }\n": types.ShopHolidaysDocument,
    "\n  mutation AddShopHoliday($input: ShopHolidayInput!) {\n    addShopHoliday(input: $input) { day name dayText }\n  }\n": types.AddShopHolidayDocument,
    "\n  mutation RemoveShopHoliday($day: String!) {\n    removeShopHoliday(day: $day)\n  }\n": types.RemoveShopHolidayDocument,
    "\n  query HomeProducts($pageSize: Int!) {\n    products(page: 1, pageSize: $pageSize) {\n      items { id name description imageUrl priceCents fromPriceCents quantity }\n    }\n  }\n": types.HomeProductsDocument,
    "\n  query HomeReviews($take: Int!) {\n    reviews(take: $take) { id photoUrl description }\n  }\n": types.HomeReviewsDocument,
    "\n  query ApiKeys($first: Int!, $after: String) {\n    apiKeyConnection(first: $first, after: $after) {\n      nodes { id name prefix scopes createdBy createdAt expiresAt revokedAt lastUsedAt lastUsedIp requestCount }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey { id name prefix scopes createdBy createdAt expiresAt revokedAt lastUsedAt lastUsedIp requestCount }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id revokedAt }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query Webhooks {\n    webhookEventTypes\n    outboxHealth { waiting oldestWaitingSeconds failedDeliveries retryingDeliveries disabledEndpoints }\n  }\n": types.WebhooksDocument,
    "\n  query WebhookEndpoints($first: Int!, $after: String) {\n    webhookEndpointConnection(first: $first, after: $after) {\n      nodes { id url description eventTypes enabled disabledAt disabledReason secretRotatedAt previousSecretExpiresAt createdAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { secret endpoint { id url } }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!, $overlapHours: Int!) {\n    rotateWebhookSecret(id: $id, overlapHours: $overlapHours) {\n      secret endpoint { id secretRotatedAt previousSecretExpiresAt }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) { id enabled disabledAt disabledReason }\n  }\n": types.EnableWebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int!, $after: String) {\n    webhookDeliveryConnection(endpointId: $endpointId, first: $first, after: $after) {\n      nodes { id eventId endpointId eventType status attempts responseStatus durationMs responseExcerpt lastAttemptAt deliveredAt createdAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) { id status attempts responseStatus durationMs responseExcerpt lastAttemptAt deliveredAt }\n  }\n": types.RedeliverWebhookDocument,
    "\n  fragment OrderListFields on OrderList {\n    id name createdByEmail canEdit\n    lines { id productId sku productName quantity scheduleQuantity }\n    schedule {\n      everyWeeks dayOfMonth rule status nextRunOn endOn stoppedReason ownerEmail contactPhone\n      runs { runOn status message }\n    }\n  }\n": types.OrderListFieldsFragmentDoc,
    "query OrderLists { orderLists { ...OrderListFields } }": types.OrderListsDocument,
    "query OrderList($id: ID!) { orderList(id: $id) { ...OrderListFields } }": types.OrderListDocument,
    "mutation CreateOrderList($input: OrderListInput!) { createOrderList(input: $input) { ...OrderListFields } }": types.CreateOrderListDocument,
    "mutation UpdateOrderList($id: ID!, $input: OrderListInput!) { updateOrderList(id: $id, input: $input) { ...OrderListFields } }": types.UpdateOrderListDocument,
    "\n  mutation OrderOrderList($id: ID!, $phone: String) {\n    orderOrderList(id: $id, phone: $phone) { addedCount refusedCount totalCents lines { productId sku productName quantity added lineTotalCents reason } }\n  }\n": types.OrderOrderListDocument,
    "\n  mutation SetOrderSchedule($listId: ID!, $input: OrderScheduleInput!) { setOrderSchedule(listId: $listId, input: $input) { ...OrderListFields } }\n": types.SetOrderScheduleDocument,
    "\n  mutation ChangeOrderSchedule($listId: ID!, $action: OrderScheduleAction!) { changeOrderSchedule(listId: $listId, action: $action) { ...OrderListFields } }\n": types.ChangeOrderScheduleDocument,
    "\n  mutation AdminDeleteOrderItem($id: ID!) {\n    deleteOrderItem(id: $id)\n  }\n": types.AdminDeleteOrderItemDocument,
    "\n  query AdminOrders($first: Int!, $after: String) {\n    orderConnection(first: $first, after: $after) {\n      nodes {\n        id productName imageUrl userName userEmail userPhone quantity unitPriceCents totalCents status nextStatuses\n        purchaseOrder { id orderNumber }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  mutation CancelOrderItem($id: ID!) {\n    cancelOrderItem(id: $id) { id status nextStatuses events { id fromStatus toStatus createdAt actorRole } }\n  }\n": types.CancelOrderItemDocument,
    "\n  mutation DeleteOrderItem($id: ID!) {\n    deleteOrderItem(id: $id)\n  }\n": types.DeleteOrderItemDocument,
    "\n  query MyOrders($first: Int!, $after: String) {\n    myOrderConnection(first: $first, after: $after) {\n      nodes {\n        id\n        productName\n        customerPartNumber\n        imageUrl\n        unitPriceCents\n        quantity\n        packCount\n        orderedAs\n        totalCents\n        userName\n        userEmail\n        userPhone\n        status\n        invoiceReference\n        invoicedAt\n        paymentDueAt\n        createdAt\n        nextStatuses\n        purchaseOrder { id orderNumber }\n        events { id fromStatus toStatus createdAt actorRole }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query MyOrderLinks {\n    myOrders { id purchaseOrder { id } }\n  }\n": types.MyOrderLinksDocument,
    "\n  mutation PayOrderItem($id: ID!) {\n    payOrderItem(id: $id) { id status invoiceReference invoicedAt paymentDueAt nextStatuses purchaseOrder { id orderNumber } events { id fromStatus toStatus createdAt actorRole } }\n  }\n": types.PayOrderItemDocument,
    "\n  query ShipToPrices {\n    me { id shipToLocationId }\n    myCompany { id locations { id label city } }\n  }\n": types.ShipToPricesDocument,
    "\n  mutation ChooseShipToLocation($locationId: ID) { chooseShipToLocation(locationId: $locationId) }\n": types.ChooseShipToLocationDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) { id status nextStatuses }\n  }\n": types.UpdateOrderStatusDocument,
    "\n  query PriceListLocations($id: ID!) {\n    priceList(id: $id, take: 1) { id locations { id label companyId companyName } }\n  }\n": types.PriceListLocationsDocument,
    "\n  query PriceListLocationChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) { nodes { id name locations { id label city } } }\n  }\n": types.PriceListLocationChoicesDocument,
    "\n  mutation SetPriceListLocations($id: ID!, $locationIds: [ID!]!) {\n    setPriceListLocations(id: $id, locationIds: $locationIds) { id locations { id label companyId companyName } }\n  }\n": types.SetPriceListLocationsDocument,
    "\n  fragment PriceListSummaryFields on PriceList {\n    id name priority validFrom validTo entryCount\n    companies { id name }\n    groups { id name }\n    locations { id label companyName }\n  }\n": types.PriceListSummaryFieldsFragmentDoc,
    "\n  query PriceLists {\n    priceLists { ...PriceListSummaryFields }\n  }\n": types.PriceListsDocument,
    "\n  query PriceListEntries($id: ID!) {\n    priceList(id: $id, take: 100) {\n      ...PriceListSummaryFields\n      entries { productId sku productName listPriceCents unitPriceCents percentOffBp }\n    }\n  }\n": types.PriceListEntriesDocument,
    "\n  mutation SavePriceList($id: ID, $input: PriceListInput!) {\n    savePriceList(id: $id, input: $input) { ...PriceListSummaryFields }\n  }\n": types.SavePriceListDocument,
    "\n  mutation DeletePriceList($id: ID!) { deletePriceList(id: $id) }\n": types.DeletePriceListDocument,
    "\n  mutation SetPriceListEntries($id: ID!, $entries: [PriceListEntryInput!]!) {\n    setPriceListEntries(id: $id, entries: $entries) {\n      ...PriceListSummaryFields\n      entries { productId sku productName listPriceCents unitPriceCents percentOffBp }\n    }\n  }\n": types.SetPriceListEntriesDocument,
    "\n  query PriceListCompanyChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) { nodes { id name } }\n  }\n": types.PriceListCompanyChoicesDocument,
    "\n  fragment CustomerGroupFields on CustomerGroup {\n    id name\n    companies { id name }\n    priceLists { id name }\n  }\n": types.CustomerGroupFieldsFragmentDoc,
    "\n  query CustomerGroups {\n    customerGroups { ...CustomerGroupFields }\n  }\n": types.CustomerGroupsDocument,
    "\n  mutation SaveCustomerGroup($id: ID, $input: CustomerGroupInput!) {\n    saveCustomerGroup(id: $id, input: $input) { ...CustomerGroupFields }\n  }\n": types.SaveCustomerGroupDocument,
    "\n  mutation DeleteCustomerGroup($id: ID!) { deleteCustomerGroup(id: $id) }\n": types.DeleteCustomerGroupDocument,
    "\n  query AdminProduct($id: ID!) {\n    product(id: $id) { id version sku name description imageUrl priceCents quantity quantityRule { minimum increment maximum } priceBreaks { minQuantity unitPriceCents } backordersAllowed restockOn }\n  }\n": types.AdminProductDocument,
    "\n  query AdminProducts($first: Int!, $after: String) {\n    productConnection(first: $first, after: $after) {\n      totalCount\n      nodes { id name description imageUrl priceCents quantity }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  query CatalogImportJob($id: ID!) {\n    catalogImportJob(id: $id) {\n      id status fileName rowsTotal rowsChecked rowsWritten created updated unchanged refused errorFile message\n    }\n  }\n": types.CatalogImportJobDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) { id version sku name description imageUrl priceCents quantity quantityRule { minimum increment maximum } priceBreaks { minQuantity unitPriceCents } }\n  }\n": types.CreateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": types.DeleteProductDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { id status quantity totalCents }\n  }\n": types.PlaceOrderDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id sku name description imageUrl priceCents fromPriceCents quantity\n      quantityRule { minimum increment maximum }\n      priceBreaks { minQuantity unitPriceCents }\n      categories { id slug name }\n      specifications { key name value label }\n      family { id name optionNames }\n      options { name value }\n      packSizes { name baseUnits }\n      weightGrams\n      leadTimeText\n      backordersAllowed restockOn\n      dimensions { lengthMm widthMm heightMm }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query FamilyVariants($id: ID!) {\n    productFamily(id: $id) { id variants { id quantity quantityRule { minimum } options { value } } }\n  }\n": types.FamilyVariantsDocument,
    "\n  query CategoryTrail($slug: String!) {\n    category(slug: $slug) { id breadcrumbs { id slug name } }\n  }\n": types.CategoryTrailDocument,
    "\n  query MyPartNumber($productId: ID!) {\n    myPartNumber(productId: $productId) { id partNumber }\n  }\n": types.MyPartNumberDocument,
    "\n  query MyContractPrice($id: ID!) {\n    product(id: $id) { id myPrice { unitPriceCents explanation priceBreaks { minQuantity unitPriceCents } } }\n  }\n": types.MyContractPriceDocument,
    "\n  query ProductCatalog($id: ID!) {\n    product(id: $id) { id version categories { id slug } specifications { key value } }\n    categories { id slug name parentId }\n    specifications { id key name kind unit choices }\n  }\n": types.ProductCatalogDocument,
    "\n  mutation SetProductCatalog($productId: ID!, $categories: [String!]!, $specs: [SpecValueInput!]!) {\n    setProductCatalog(productId: $productId, categories: $categories, specs: $specs) {\n      id version categories { id slug } specifications { key value }\n    }\n  }\n": types.SetProductCatalogDocument,
    "\n  query ProductPacking($id: ID!) {\n    product(id: $id) { id version family { id } options { name value } packSizes { name baseUnits } weightGrams leadTimeDays dimensions { lengthMm widthMm heightMm } }\n    productFamilies { id name optionNames }\n  }\n": types.ProductPackingDocument,
    "\n  mutation SaveProductFamily($input: ProductFamilyInput!) {\n    saveProductFamily(input: $input) { id name optionNames }\n  }\n": types.SaveProductFamilyDocument,
    "\n  mutation SetProductVariant($productId: ID!, $familyId: ID, $optionValues: [String!]!) {\n    setProductVariant(productId: $productId, familyId: $familyId, optionValues: $optionValues) { id version family { id } options { name value } }\n  }\n": types.SetProductVariantDocument,
    "\n  mutation SetProductPacking($productId: ID!, $input: ProductPackingInput!) {\n    setProductPacking(productId: $productId, input: $input) { id version packSizes { name baseUnits } weightGrams leadTimeDays dimensions { lengthMm widthMm heightMm } }\n  }\n": types.SetProductPackingDocument,
    "\n  query ProductRelated($id: ID!) {\n    product(id: $id) {\n      id\n      replacedBy { id sku name }\n      related(kinds: [ACCESSORY, SPARE_PART]) { kind product { id sku name imageUrl priceCents quantity } }\n    }\n  }\n": types.ProductRelatedDocument,
    "\n  query AdminProductRelated($id: ID!) {\n    product(id: $id) { id related { kind product { id sku name } } }\n  }\n": types.AdminProductRelatedDocument,
    "\n  mutation SetRelatedProducts($productId: ID!, $kind: RelationKind!, $related: [String!]!) {\n    setRelatedProducts(productId: $productId, kind: $kind, related: $related) { id related { kind product { id sku name } } }\n  }\n": types.SetRelatedProductsDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) { id version sku name description imageUrl priceCents quantity quantityRule { minimum increment maximum } priceBreaks { minQuantity unitPriceCents } backordersAllowed restockOn }\n  }\n": types.UpdateProductDocument,
    "\n  query ProductStock($productId: ID!) {\n    productStock(productId: $productId) { warehouseId code name active quantity }\n  }\n": types.ProductStockDocument,
    "\n  mutation SetWarehouseStock($productId: ID!, $warehouseId: ID!, $quantity: Int!) {\n    setWarehouseStock(productId: $productId, warehouseId: $warehouseId, quantity: $quantity) { warehouseId code name active quantity }\n  }\n": types.SetWarehouseStockDocument,
    "\n  query MyNotificationSettings {\n    myNotificationSettings { paymentReminders shippingNotices }\n  }\n": types.MyNotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) { paymentReminders shippingNotices }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  query CompanyNotificationSettings {\n    companyNotificationSettings { paymentReminders shippingNotices }\n  }\n": types.CompanyNotificationSettingsDocument,
    "\n  mutation UpdateCompanyNotificationSettings($input: NotificationSettingsInput!) {\n    updateCompanyNotificationSettings(input: $input) { paymentReminders shippingNotices }\n  }\n": types.UpdateCompanyNotificationSettingsDocument,
    "\n  query MyPersonalData {\n    myPersonalData\n  }\n": types.MyPersonalDataDocument,
    "\n  query Profile {\n    me { id email displayName role companyRole createdAt }\n  }\n": types.ProfileDocument,
    "\n  query AdminPurchaseOrders($paymentStatus: PaymentStatus, $fulfilmentStatus: FulfilmentStatus, $companyId: ID, $first: Int!, $after: String) {\n    purchaseOrderConnection(paymentStatus: $paymentStatus, fulfilmentStatus: $fulfilmentStatus, companyId: $companyId, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes {\n        id orderNumber invoiceNumber poNumber buyerName buyerEmail companyName companyId billToName billToTaxId issuedAt dueAt totalCents freightCents freightPending creditedCents paidCents balanceCents\n        paymentStatus daysOverdue fulfilmentStatus nextFulfilment requestedDeliveryOn promisedDeliveryOn promisedLate\n        lines { id productName sku quantity unitPriceCents lineTotalCents requestedDeliveryOn promisedDeliveryOn }\n        payments { id amountCents receivedOn reference }\n        shipments { id shipmentNumber carrier service trackingNumber trackingUrl shippedAt deliveredAt warehouseName lines { invoiceLineId sku productName quantity } }\n      }\n    }\n  }\n": types.AdminPurchaseOrdersDocument,
    "\n  fragment ApprovalRequestFields on ApprovalRequest {\n    id requestNumber status netCents taxCents totalCents tax { label } requiredRoles waitingFor requesterEmail rejectionReason reasons poNumber createdAt updatedAt\n    shipTo { companyName addressLine1 addressLine2 city region postalCode country }\n    items { id productName quantity unitPriceCents totalCents }\n    purchaseOrder { id orderNumber invoiceNumber }\n  }\n": types.ApprovalRequestFieldsFragmentDoc,
    "\n  query ApprovalsNav {\n    me { id companyRole }\n    myCompany { id personal }\n  }\n": types.ApprovalsNavDocument,
    "\n  query ApprovalQueue($first: Int!, $after: String) {\n    approvalQueueConnection(first: $first, after: $after) {\n      totalCount\n      nodes { ...ApprovalRequestFields }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ApprovalQueueDocument,
    "\n  query OrderRequest($id: ID!) {\n    me { id email companyRole }\n    orderRequest(id: $id) {\n      ...ApprovalRequestFields\n      events { id kind actorEmail role detail createdAt }\n    }\n  }\n": types.OrderRequestDocument,
    "\n  query MyOrderRequestPages($first: Int!, $after: String) {\n    myOrderRequestConnection(first: $first, after: $after) {\n      nodes { ...ApprovalRequestFields }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.MyOrderRequestPagesDocument,
    "\n  query MyOrderRequests($first: Int!) {\n    myOrderRequestConnection(first: $first) {\n      nodes { id status items { id } }\n    }\n  }\n": types.MyOrderRequestsDocument,
    "\n  mutation ApproveOrder($id: ID!) {\n    approveOrder(id: $id) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }\n  }\n": types.ApproveOrderDocument,
    "\n  mutation RejectOrder($id: ID!, $reason: String!) {\n    rejectOrder(id: $id, reason: $reason) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }\n  }\n": types.RejectOrderDocument,
    "\n  mutation WithdrawOrderRequest($id: ID!) {\n    withdrawOrderRequest(id: $id) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }\n  }\n": types.WithdrawOrderRequestDocument,
    "\n  mutation Checkout($itemIds: [ID!]!, $details: CheckoutDetailsInput!) {\n    checkout(itemIds: $itemIds, details: $details) {\n      id orderNumber invoiceNumber poNumber totalCents dueAt termsDays\n    }\n  }\n": types.CheckoutDocument,
    "\n  query CheckoutShopHolidays {\n    shopHolidays { day }\n  }\n": types.CheckoutShopHolidaysDocument,
    "\n  query PurchaseOrderCompanyChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) {\n      nodes { id name taxId }\n    }\n  }\n": types.PurchaseOrderCompanyChoicesDocument,
    "\n  query CreditNotes($purchaseOrderId: ID!) {\n    creditNotes(purchaseOrderId: $purchaseOrderId) {\n      id creditNoteNumber issuedOn reason returnStock amountCents taxCents freightCents releasedCents settlement\n      lines { id invoiceLineId position sku productName quantity unitPriceCents lineTotalCents }\n    }\n  }\n": types.CreditNotesDocument,
    "\n  query FulfilmentWarehouses { warehouses { id code name active } }\n": types.FulfilmentWarehousesDocument,
    "\n  query FulfilmentQueue($warehouseId: ID!) {\n    fulfilmentQueue(warehouseId: $warehouseId) {\n      invoiceLineId purchaseOrderId orderNumber poNumber companyName sku productName quantity requestedDeliveryDate promisedDeliveryDate\n    }\n  }\n": types.FulfilmentQueueDocument,
    "\n  mutation IssueCreditNote($purchaseOrderId: ID!, $input: CreditNoteInput!) {\n    issueCreditNote(purchaseOrderId: $purchaseOrderId, input: $input) {\n      id creditNoteNumber amountCents appliedToInvoiceCents releasedCents settlement\n    }\n  }\n": types.IssueCreditNoteDocument,
    "\n  query LastDeliveryDetails {\n    myPurchaseOrders {\n      id companyName addressLine1 addressLine2 city region postalCode country contactPhone\n    }\n  }\n": types.LastDeliveryDetailsDocument,
    "\n  query MyCredit {\n    myCredit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents }\n  }\n": types.MyCreditDocument,
    "\n  query MyPurchaseOrders($first: Int!, $after: String) {\n    myPurchaseOrderConnection(first: $first, after: $after) {\n      nodes {\n        id orderNumber invoiceNumber poNumber createdAt issuedAt dueAt termsDays totalCents paidCents balanceCents\n        paymentStatus daysOverdue fulfilmentStatus\n        lines { id productName sku quantity unitPriceCents lineTotalCents backorderedQuantity backorderExpectedOn requestedDeliveryOn promisedDeliveryOn }\n        shipments { id shipmentNumber carrier service trackingNumber trackingUrl shippedAt deliveredAt lines { invoiceLineId sku productName quantity } }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.MyPurchaseOrdersDocument,
    "\n  query CheckoutItems {\n    myOrders { id productName imageUrl unitPriceCents quantity totalCents status leadTimeDays purchaseOrder { id } product { id quantity backordersAllowed restockOn } }\n  }\n": types.CheckoutItemsDocument,
    "\n  fragment ReturnFields on ReturnRequest {\n    id returnNumber orderNumber purchaseOrderId status statusLabel reason photoLinks requestedByEmail restockingFeePercent rejectionReason\n    disposition receiptNote createdAt creditNoteNumber creditedCents restockingFeeCents\n    lines { invoiceLineId position sku productName quantity }\n  }\n": types.ReturnFieldsFragmentDoc,
    "\n  query OrderReturns($id: ID!) {\n    purchaseOrder(id: $id) {\n      id orderNumber\n      lines { id position sku productName quantity }\n      shipments { id deliveredAt lines { invoiceLineId quantity } }\n      returns { ...ReturnFields }\n    }\n  }\n": types.OrderReturnsDocument,
    "\n  mutation RequestReturn($orderId: ID!, $lines: [ReturnLineInput!]!, $reason: String!, $photoLinks: [String!]) {\n    requestReturn(orderId: $orderId, lines: $lines, reason: $reason, photoLinks: $photoLinks) { ...ReturnFields }\n  }\n": types.RequestReturnDocument,
    "\n  mutation WithdrawReturn($id: ID!) { withdrawReturn(id: $id) { ...ReturnFields } }\n": types.WithdrawReturnDocument,
    "\n  query PurchaseOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      id orderNumber invoiceNumber poNumber buyerName buyerEmail companyName billToName billToTaxId billToAddress orderedBy addressLine1 addressLine2 city region\n      postalCode country contactPhone notes issuedAt dueAt termsDays requestedDeliveryOn promisedDeliveryOn promisedLate subtotalCents freightCents freightPending shippingMethodName taxCents totalCents creditedCents paidCents receivedCents givenBackCents balanceCents\n      tax { label exemptionCertificate }\n      paymentStatus daysOverdue fulfilmentStatus\n      lines { id productName sku customerPartNumber quantity unitPriceCents lineTotalCents backorderedQuantity backorderText requestedDeliveryOn promisedDeliveryOn }\n      payments { id amountCents receivedOn reference }\n      seller { name addressLines email taxId }\n      remittance { accountName bankName iban bic routingNumber accountNumber instructions paymentReference }\n    }\n  }\n": types.PurchaseOrderDocument,
    "\n  mutation RecordPayment($id: ID!, $payment: PaymentInput!) {\n    recordPayment(id: $id, payment: $payment) {\n      id paidCents balanceCents paymentStatus daysOverdue\n      payments { id amountCents receivedOn reference }\n    }\n  }\n": types.RecordPaymentDocument,
    "\n  mutation Reorder($id: ID!) {\n    reorder(id: $id) {\n      addedCount\n      items { id }\n      refused { productName sku quantity reason }\n      replaced { productName sku replacementName replacementSku }\n    }\n  }\n": types.ReorderDocument,
    "\n  query ReturnRequests($status: ReturnStatus) {\n    returnRequests(status: $status) { ...ReturnFields }\n  }\n": types.ReturnRequestsDocument,
    "\n  mutation ApproveReturn($id: ID!, $restockingFeePercent: Float!) { approveReturn(id: $id, restockingFeePercent: $restockingFeePercent) { ...ReturnFields } }\n": types.ApproveReturnDocument,
    "\n  mutation RejectReturn($id: ID!, $reason: String!) { rejectReturn(id: $id, reason: $reason) { ...ReturnFields } }\n": types.RejectReturnDocument,
    "\n  mutation ReceiveReturn($id: ID!, $disposition: ReturnDisposition!, $note: String!) { receiveReturn(id: $id, disposition: $disposition, note: $note) { ...ReturnFields } }\n": types.ReceiveReturnDocument,
    "\n  mutation SetOrderFreight($purchaseOrderId: ID!, $freightCents: Int!) {\n    setOrderFreight(purchaseOrderId: $purchaseOrderId, freightCents: $freightCents) { id freightCents freightPending taxCents totalCents balanceCents }\n  }\n": types.SetOrderFreightDocument,
    "\n  mutation SetPromisedDeliveryDate($purchaseOrderId: ID!, $promisedDeliveryDate: String!) {\n    setPromisedDeliveryDate(purchaseOrderId: $purchaseOrderId, promisedDeliveryDate: $promisedDeliveryDate) { id requestedDeliveryOn promisedDeliveryOn promisedLate }\n  }\n": types.SetPromisedDeliveryDateDocument,
    "\n  query ShipToLocations {\n    myCompany { id name locations { id label addressLine1 addressLine2 city region postalCode country } }\n  }\n": types.ShipToLocationsDocument,
    "\n  mutation CheckoutShipTo($locationId: ID) { chooseShipToLocation(locationId: $locationId) }\n": types.CheckoutShipToDocument,
    "\n  mutation CreateShipment($orderId: ID!, $lines: [ShipmentLineInput!]!, $warehouseId: ID, $carrier: String!, $service: String!, $trackingNumber: String!, $trackingUrl: String) {\n    createShipment(orderId: $orderId, lines: $lines, warehouseId: $warehouseId, carrier: $carrier, service: $service, trackingNumber: $trackingNumber, trackingUrl: $trackingUrl) {\n      id shipmentNumber\n    }\n  }\n": types.CreateShipmentDocument,
    "\n  mutation MarkShipmentDelivered($id: ID!) {\n    markShipmentDelivered(id: $id) { id deliveredAt }\n  }\n": types.MarkShipmentDeliveredDocument,
    "\n  query ShippingMethods {\n    shippingMethods { id name kind isDefault active }\n  }\n": types.ShippingMethodsDocument,
    "\n  mutation SubmitOrder($itemIds: [ID!]!, $details: CheckoutDetailsInput!, $shippingMethodId: ID, $lineDeliveryDates: [LineDeliveryDateInput!]) {\n    submitOrder(itemIds: $itemIds, details: $details, shippingMethodId: $shippingMethodId, lineDeliveryDates: $lineDeliveryDates) {\n      purchaseOrder { id orderNumber invoiceNumber poNumber totalCents dueAt termsDays }\n      approvalRequest {\n        id requestNumber status netCents freightCents taxCents totalCents tax { label } requiredRoles waitingFor\n        shipTo { companyName addressLine1 addressLine2 city region postalCode country }\n      }\n    }\n  }\n": types.SubmitOrderDocument,
    "\n  query ApprovalPreview($itemIds: [ID!]!) {\n    approvalPreview(itemIds: $itemIds) { totalCents needsApproval requiredRoles summary reasons }\n  }\n": types.ApprovalPreviewDocument,
    "\n  query CheckoutTaxQuote($itemIds: [ID!]!, $country: String!, $region: String, $shippingMethodId: ID) {\n    checkoutTaxQuote(itemIds: $itemIds, country: $country, region: $region, shippingMethodId: $shippingMethodId) {\n      subtotalCents freightCents freightPending shippingMethodName freightNote totalCents tax { taxCents label exemptionCertificate }\n    }\n  }\n": types.CheckoutTaxQuoteDocument,
    "\n  mutation UpdateFulfilment($id: ID!, $status: FulfilmentStatus!) {\n    updateFulfilment(id: $id, status: $status) { id fulfilmentStatus nextFulfilment paymentStatus daysOverdue balanceCents }\n  }\n": types.UpdateFulfilmentDocument,
    "\n  mutation BulkAddToOrders($input: BulkAddInput!) {\n    bulkAddToOrders(input: $input) { count totalCents items { id } }\n  }\n": types.BulkAddToOrdersDocument,
    "\n  query QuickOrderPreview($text: String!) {\n    quickOrderPreview(text: $text) {\n      okCount failedCount totalUnits totalCents failedLinesCsv\n      lines {\n        lineNumber reference quantityText quantity unitPriceCents lineTotalCents nudge roundUpTo ok\n        priceBreak { minQuantity unitPriceCents }\n        nextBreak { minQuantity unitPriceCents addUnits }\n        problems { code message }\n        product { id sku name }\n      }\n    }\n  }\n": types.QuickOrderPreviewDocument,
    "\n  fragment QuoteFields on SalesQuote {\n    id number quoteNumber status statusLabel companyId buyerId currentVersion expiresAt acceptedAt createdAt\n    versions {\n      number side authorName note freightNote expiresAt approvalNeeded approvedByName createdAt totalCents\n      lines { position productId productName sku quantity note targetPriceCents unitPriceCents referencePriceCents lineTotalCents discountBp }\n    }\n  }\n": types.QuoteFieldsFragmentDoc,
    "\n  query MyQuotes($status: SalesQuoteStatus) { myQuotes(status: $status) { ...QuoteFields } }\n": types.MyQuotesDocument,
    "\n  query QuoteDetails($id: ID!) { quoteDetails(id: $id) { ...QuoteFields } }\n": types.QuoteDetailsDocument,
    "\n  query AdminQuotes($status: SalesQuoteStatus, $companyId: ID) { quotes(status: $status, companyId: $companyId) { ...QuoteFields } }\n": types.AdminQuotesDocument,
    "\n  query QuoteProduct($search: String!) { products(search: $search, pageSize: 5) { items { id sku name quantityRule { minimum increment maximum } } } }\n": types.QuoteProductDocument,
    "\n  mutation RequestQuote($lines: [SalesQuoteRequestLineInput!]!, $note: String!) { requestQuote(lines: $lines, note: $note) { ...QuoteFields } }\n": types.RequestQuoteDocument,
    "\n  mutation CounterQuote($id: ID!, $lines: [SalesQuoteRequestLineInput!]!, $note: String!, $version: Int) {\n    counterQuote(id: $id, lines: $lines, note: $note, version: $version) { ...QuoteFields }\n  }\n": types.CounterQuoteDocument,
    "\n  mutation AcceptQuote($id: ID!, $version: Int) { acceptQuote(id: $id, version: $version) { quote { ...QuoteFields } items { id } } }\n": types.AcceptQuoteDocument,
    "\n  mutation DeclineQuote($id: ID!) { declineQuote(id: $id) { ...QuoteFields } }\n": types.DeclineQuoteDocument,
    "\n  mutation SendQuote($id: ID!, $lines: [SalesQuotePriceLineInput!]!, $validUntil: String!, $freightNote: String!, $note: String!, $version: Int) {\n    sendQuote(id: $id, lines: $lines, validUntil: $validUntil, freightNote: $freightNote, note: $note, version: $version) { ...QuoteFields }\n  }\n": types.SendQuoteDocument,
    "\n  mutation ApproveQuote($id: ID!, $version: Int) { approveQuote(id: $id, version: $version) { ...QuoteFields } }\n": types.ApproveQuoteDocument,
    "\n  query QuoteCompanyChoices($search: String, $first: Int!) { companyConnection(search: $search, first: $first) { nodes { id name } } }\n": types.QuoteCompanyChoicesDocument,
    "\n  query BankStatementLines($status: String, $first: Int!, $after: String) {\n    bankStatementLineConnection(status: $status, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id bookedOn amountCents currency reference counterparty status matchRule unappliedCents note\n        allocations { purchaseOrderId invoiceNumber amountCents }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.BankStatementLinesDocument,
    "\n  mutation ImportBankStatement($file: BankStatementFileInput!) {\n    importBankStatement(file: $file) { alreadyImported statement { id fileName creditLines newLines debitsSkipped } }\n  }\n": types.ImportBankStatementDocument,
    "\n  mutation ConfirmBankLine($id: ID!, $allocations: [BankAllocationInput!]) {\n    confirmBankLine(id: $id, allocations: $allocations) { id status unappliedCents allocations { invoiceNumber amountCents } }\n  }\n": types.ConfirmBankLineDocument,
    "\n  mutation IgnoreBankLine($id: ID!, $reason: String) { ignoreBankLine(id: $id, reason: $reason) { id status note } }\n": types.IgnoreBankLineDocument,
    "\n  query MyStatement($from: String!, $to: String!) {\n    myStatement(from: $from, to: $to) {\n      companyId companyName scope buyerEmail from to asOf\n      openingBalanceCents totalDebitCents totalCreditCents closingBalanceCents overdueCents\n      lines { on kind kindLabel reference invoiceNumber purchaseOrderId debitCents creditCents balanceCents taxCents freightCents }\n      overdue { purchaseOrderId invoiceNumber dueOn daysOverdue balanceCents }\n    }\n  }\n": types.MyStatementDocument,
    "\n  query CompanyStatement($companyId: ID!, $from: String!, $to: String!) {\n    companyStatement(companyId: $companyId, from: $from, to: $to) {\n      companyId companyName scope buyerEmail from to asOf\n      openingBalanceCents totalDebitCents totalCreditCents closingBalanceCents overdueCents\n      lines { on kind kindLabel reference invoiceNumber purchaseOrderId debitCents creditCents balanceCents taxCents freightCents }\n      overdue { purchaseOrderId invoiceNumber dueOn daysOverdue balanceCents }\n    }\n  }\n": types.CompanyStatementDocument,
    "\n  query AgingReport {\n    agingReport {\n      asOf\n      rows { companyId companyName currentCents days1To30Cents days31To60Cents days61To90Cents over90Cents totalCents invoiceCount }\n      total { companyId companyName currentCents days1To30Cents days31To60Cents days61To90Cents over90Cents totalCents invoiceCount }\n    }\n  }\n": types.AgingReportDocument,
    "\n  mutation AddReview($input: ReviewInput!) {\n    addReview(input: $input) { id photoUrl description }\n  }\n": types.AddReviewDocument,
    "\n  query Reviews($first: Int!, $after: String) {\n    reviewConnection(first: $first, after: $after) {\n      nodes { id photoUrl description }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ReviewsDocument,
    "\n  query MyActAsSession { myActAsSession { banner buyerName companyName actorName expiresAt } }\n": types.MyActAsSessionDocument,
    "\n  mutation StartActingAs($buyerId: ID!) { startActingAs(buyerId: $buyerId) { token banner expiresAt } }\n": types.StartActingAsDocument,
    "\n  mutation StopActingAs { stopActingAs }\n": types.StopActingAsDocument,
    "\n  query MyRepCompanies { myRepCompanies { id name members { id email displayName companyRole } } }\n": types.MyRepCompaniesDocument,
    "\n  query RepCompanyActivity($companyId: ID!) {\n    repCompanyOrders(companyId: $companyId, take: 20) { id invoiceNumber buyerName poNumber totalCents paymentStatus fulfilmentStatus createdAt }\n    repQuotes(companyId: $companyId, take: 20) { id quoteNumber statusLabel createdAt }\n  }\n": types.RepCompanyActivityDocument,
    "\n  query CompanyPrices($companyId: ID!, $search: String) {\n    products(search: $search, pageSize: 20) {\n      items { id name sku priceCents companyPrice(companyId: $companyId) { unitPriceCents explanation } }\n    }\n  }\n": types.CompanyPricesDocument,
    "\n  query ShopProducts($search: String, $page: Int!, $pageSize: Int!) {\n    products(search: $search, page: $page, pageSize: $pageSize) {\n      items { id name description imageUrl priceCents fromPriceCents quantity }\n      total\n      page\n      pageSize\n    }\n  }\n": types.ShopProductsDocument,
    "\n  query TaxRates {\n    taxRates { id country region name rateMillionths ratePercent label active }\n  }\n": types.TaxRatesDocument,
    "\n  mutation SetTaxRate($id: ID, $input: TaxRateInput!) {\n    setTaxRate(id: $id, input: $input) { id country region name rateMillionths ratePercent label active }\n  }\n": types.SetTaxRateDocument,
    "\n  mutation DeleteTaxRate($id: ID!) { deleteTaxRate(id: $id) }\n": types.DeleteTaxRateDocument,
    "\n  mutation SetCreditTerms($id: ID!, $terms: CreditTermsInput!) {\n    setCreditTerms(id: $id, terms: $terms) { id credit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents custom } }\n  }\n": types.SetCreditTermsDocument,
    "\n  mutation LiftCreditHold($id: ID!) {\n    liftCreditHold(id: $id) { id credit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents custom } }\n  }\n": types.LiftCreditHoldDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  mutation ErasePerson($userId: ID!) {\n    erasePerson(userId: $userId) { userId erasedEmail }\n  }\n": types.ErasePersonDocument,
    "\n  mutation MakeAdmin($email: String!) {\n    makeAdmin(email: $email) { modifiedCount user { id email role } }\n  }\n": types.MakeAdminDocument,
    "\n  mutation RevokeAdmin($id: ID!) {\n    revokeAdmin(id: $id) { id email role }\n  }\n": types.RevokeAdminDocument,
    "\n  mutation SetSalesRep($userId: ID!, $salesRep: Boolean!) {\n    setSalesRep(userId: $userId, salesRep: $salesRep)\n  }\n": types.SetSalesRepDocument,
    "\n  query AdminUsers($first: Int!, $after: String, $search: String) {\n    userConnection(first: $first, after: $after, search: $search) {\n      totalCount\n      nodes { id email displayName role salesRep credit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents custom } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    email\n    displayName\n    role\n    emailVerified\n    salesRep\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation ExchangeToken($idToken: String!) {\n    exchangeToken(idToken: $idToken) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.ExchangeTokenDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActingBanner { myActAsSession { banner } }\n"): (typeof documents)["\n  query ActingBanner { myActAsSession { banner } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopActingFromBanner { stopActingAs }\n"): (typeof documents)["\n  mutation StopActingFromBanner { stopActingAs }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrail($filter: AuditTrailFilter, $first: Int!, $after: String) {\n    auditTrail(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes {\n        id createdAt actorType userId userEmail apiKeyId actorRole ip requestId operation entityType entityId action changed before after\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditTrail($filter: AuditTrailFilter, $first: Int!, $after: String) {\n    auditTrail(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes {\n        id createdAt actorType userId userEmail apiKeyId actorRole ip requestId operation entityType entityId action changed before after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryMenu {\n    categories { id slug name parentId productCount }\n  }\n"): (typeof documents)["\n  query CategoryMenu {\n    categories { id slug name parentId productCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryDetail($slug: String!) {\n    category(slug: $slug) {\n      id slug name description\n      breadcrumbs { id slug name }\n      children { id slug name productCount }\n    }\n  }\n"): (typeof documents)["\n  query CategoryDetail($slug: String!) {\n    category(slug: $slug) {\n      id slug name description\n      breadcrumbs { id slug name }\n      children { id slug name productCount }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryListing($filter: CatalogFilter!, $page: Int!, $pageSize: Int!) {\n    catalogFacets(filter: $filter) {\n      totalCount\n      inStockCount\n      priceRange { minCents maxCents }\n      specs { key name unit kind values { value label count selected } }\n    }\n    products(filter: $filter, page: $page, pageSize: $pageSize) {\n      items { id name description imageUrl priceCents fromPriceCents quantity }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query CategoryListing($filter: CatalogFilter!, $page: Int!, $pageSize: Int!) {\n    catalogFacets(filter: $filter) {\n      totalCount\n      inStockCount\n      priceRange { minCents maxCents }\n      specs { key name unit kind values { value label count selected } }\n    }\n    products(filter: $filter, page: $page, pageSize: $pageSize) {\n      items { id name description imageUrl priceCents fromPriceCents quantity }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogAdmin {\n    categories { id slug name description parentId position productCount filters { id key name } }\n    specifications { id key name kind unit choices position }\n  }\n"): (typeof documents)["\n  query CatalogAdmin {\n    categories { id slug name description parentId position productCount filters { id key name } }\n    specifications { id key name kind unit choices position }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCategory($input: CategoryInput!) {\n    saveCategory(input: $input) { id slug name description parentId position }\n  }\n"): (typeof documents)["\n  mutation SaveCategory($input: CategoryInput!) {\n    saveCategory(input: $input) { id slug name description parentId position }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSpecification($input: SpecificationInput!) {\n    saveSpecification(input: $input) { id key name kind unit choices position }\n  }\n"): (typeof documents)["\n  mutation SaveSpecification($input: SpecificationInput!) {\n    saveSpecification(input: $input) { id key name kind unit choices position }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalSettings {\n    myCompany {\n      id\n      approvalRules { id thresholdCents approverRole }\n      members { id email companyRole spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n    }\n  }\n"): (typeof documents)["\n  query ApprovalSettings {\n    myCompany {\n      id\n      approvalRules { id thresholdCents approverRole }\n      members { id email companyRole spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSpendingLimits($userId: ID!, $limits: SpendingLimitsInput!) {\n    setSpendingLimits(userId: $userId, limits: $limits) { id spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n  }\n"): (typeof documents)["\n  mutation SetSpendingLimits($userId: ID!, $limits: SpendingLimitsInput!) {\n    setSpendingLimits(userId: $userId, limits: $limits) { id spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetApprovalRules($rules: [ApprovalRuleInput!]!) {\n    setApprovalRules(rules: $rules) { id thresholdCents approverRole }\n  }\n"): (typeof documents)["\n  mutation SetApprovalRules($rules: [ApprovalRuleInput!]!) {\n    setApprovalRules(rules: $rules) { id thresholdCents approverRole }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Companies($search: String, $first: Int!, $after: String) {\n    companyConnection(search: $search, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...CompanyProfileFields\n        members { id email companyRole }\n        credit { ...CompanyCreditFields }\n        taxExemption { certificate expiresOn activeToday }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query Companies($search: String, $first: Int!, $after: String) {\n    companyConnection(search: $search, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...CompanyProfileFields\n        members { id email companyRole }\n        credit { ...CompanyCreditFields }\n        taxExemption { certificate expiresOn activeToday }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyTaxExemption($companyId: ID!, $input: TaxExemptionInput!) {\n    setCompanyTaxExemption(companyId: $companyId, input: $input) { certificate expiresOn activeToday }\n  }\n"): (typeof documents)["\n  mutation SetCompanyTaxExemption($companyId: ID!, $input: TaxExemptionInput!) {\n    setCompanyTaxExemption(companyId: $companyId, input: $input) { certificate expiresOn activeToday }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($input: CompanyProfileInput!) {\n    createCompany(input: $input) { ...CompanyProfileFields }\n  }\n"): (typeof documents)["\n  mutation CreateCompany($input: CompanyProfileInput!) {\n    createCompany(input: $input) { ...CompanyProfileFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompany($id: ID!, $input: CompanyProfileInput!) {\n    updateCompany(id: $id, input: $input) { ...CompanyProfileFields }\n  }\n"): (typeof documents)["\n  mutation UpdateCompany($id: ID!, $input: CompanyProfileInput!) {\n    updateCompany(id: $id, input: $input) { ...CompanyProfileFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyCreditTerms($id: ID!, $terms: CreditTermsInput!) {\n    setCompanyCreditTerms(id: $id, terms: $terms) { id credit { ...CompanyCreditFields } }\n  }\n"): (typeof documents)["\n  mutation SetCompanyCreditTerms($id: ID!, $terms: CreditTermsInput!) {\n    setCompanyCreditTerms(id: $id, terms: $terms) { id credit { ...CompanyCreditFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftCompanyCreditHold($id: ID!) {\n    liftCompanyCreditHold(id: $id) { id credit { ...CompanyCreditFields } }\n  }\n"): (typeof documents)["\n  mutation LiftCompanyCreditHold($id: ID!) {\n    liftCompanyCreditHold(id: $id) { id credit { ...CompanyCreditFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveUserToCompany($userId: ID!, $companyId: ID!, $role: CompanyRole!) {\n    moveUserToCompany(userId: $userId, companyId: $companyId, role: $role) { id companyRole }\n  }\n"): (typeof documents)["\n  mutation MoveUserToCompany($userId: ID!, $companyId: ID!, $role: CompanyRole!) {\n    moveUserToCompany(userId: $userId, companyId: $companyId, role: $role) { id companyRole }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyInvitationsOf($id: ID!) {\n    company(id: $id) {\n      id\n      invitations { id email role expiresAt acceptedAt revokedAt spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n    }\n  }\n"): (typeof documents)["\n  query CompanyInvitationsOf($id: ID!) {\n    company(id: $id) {\n      id\n      invitations { id email role expiresAt acceptedAt revokedAt spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminInviteToCompany($companyId: ID!, $email: String!, $role: CompanyRole!, $limits: SpendingLimitsInput) {\n    adminInviteToCompany(companyId: $companyId, email: $email, role: $role, limits: $limits) { id email role }\n  }\n"): (typeof documents)["\n  mutation AdminInviteToCompany($companyId: ID!, $email: String!, $role: CompanyRole!, $limits: SpendingLimitsInput) {\n    adminInviteToCompany(companyId: $companyId, email: $email, role: $role, limits: $limits) { id email role }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRevokeCompanyInvitation($id: ID!) {\n    adminRevokeCompanyInvitation(id: $id) { id revokedAt }\n  }\n"): (typeof documents)["\n  mutation AdminRevokeCompanyInvitation($id: ID!) {\n    adminRevokeCompanyInvitation(id: $id) { id revokedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserEmails {\n    users { id email }\n  }\n"): (typeof documents)["\n  query UserEmails {\n    users { id email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyAuditTrail($filter: AuditTrailFilter, $first: Int!, $after: String) {\n    myCompanyAuditTrail(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes {\n        id createdAt actorType userId userEmail apiKeyId actorRole ip requestId operation entityType entityId action changed before after\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyAuditTrail($filter: AuditTrailFilter, $first: Int!, $after: String) {\n    myCompanyAuditTrail(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes {\n        id createdAt actorType userId userEmail apiKeyId actorRole ip requestId operation entityType entityId action changed before after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyReps($companyId: ID!) {\n    salesReps { id email displayName }\n    companyReps(companyId: $companyId) { id }\n  }\n"): (typeof documents)["\n  query CompanyReps($companyId: ID!) {\n    salesReps { id email displayName }\n    companyReps(companyId: $companyId) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyReps($companyId: ID!, $repIds: [ID!]!) { setCompanyReps(companyId: $companyId, repIds: $repIds) { id } }\n"): (typeof documents)["\n  mutation SetCompanyReps($companyId: ID!, $repIds: [ID!]!) { setCompanyReps(companyId: $companyId, repIds: $repIds) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerCredit($companyId: ID!) {\n    customerCredit(companyId: $companyId) {\n      companyId companyName balanceCents\n      entries { id kind amountCents detail actorEmail createdAt }\n      refunds { id amountCents paidOn method reference }\n    }\n  }\n"): (typeof documents)["\n  query CustomerCredit($companyId: ID!) {\n    customerCredit(companyId: $companyId) {\n      companyId companyName balanceCents\n      entries { id kind amountCents detail actorEmail createdAt }\n      refunds { id amountCents paidOn method reference }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyOpenInvoices($companyId: ID!) {\n    awaiting: purchaseOrders(companyId: $companyId, paymentStatus: AWAITING_PAYMENT, take: 100) { rows { id invoiceNumber balanceCents dueAt } }\n    overdue: purchaseOrders(companyId: $companyId, paymentStatus: OVERDUE, take: 100) { rows { id invoiceNumber balanceCents dueAt } }\n  }\n"): (typeof documents)["\n  query CompanyOpenInvoices($companyId: ID!) {\n    awaiting: purchaseOrders(companyId: $companyId, paymentStatus: AWAITING_PAYMENT, take: 100) { rows { id invoiceNumber balanceCents dueAt } }\n    overdue: purchaseOrders(companyId: $companyId, paymentStatus: OVERDUE, take: 100) { rows { id invoiceNumber balanceCents dueAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyCustomerCredit($purchaseOrderId: ID!, $amountCents: Int) {\n    applyCustomerCredit(purchaseOrderId: $purchaseOrderId, amountCents: $amountCents) { id balanceCents creditedCents paidCents paymentStatus }\n  }\n"): (typeof documents)["\n  mutation ApplyCustomerCredit($purchaseOrderId: ID!, $amountCents: Int) {\n    applyCustomerCredit(purchaseOrderId: $purchaseOrderId, amountCents: $amountCents) { id balanceCents creditedCents paidCents paymentStatus }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordRefund($companyId: ID!, $refund: RefundInput!) {\n    recordRefund(companyId: $companyId, refund: $refund) { id amountCents }\n  }\n"): (typeof documents)["\n  mutation RecordRefund($companyId: ID!, $refund: RefundInput!) {\n    recordRefund(companyId: $companyId, refund: $refund) { id amountCents }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEdiInterchange($text: String!) {\n    ediInbound(text: $text) {\n      accepted interchange acknowledgement interchangeAcknowledgement\n      orders { transactionSet poNumber purchaseOrderId orderNumber approvalRequestId }\n      changes { transactionSet poNumber cancellation taken refused reasons acknowledgement }\n      refusals { transactionSet poNumber reason }\n      acknowledged { transactionSet kind groupControl status }\n    }\n  }\n"): (typeof documents)["\n  mutation SendEdiInterchange($text: String!) {\n    ediInbound(text: $text) {\n      accepted interchange acknowledgement interchangeAcknowledgement\n      orders { transactionSet poNumber purchaseOrderId orderNumber approvalRequestId }\n      changes { transactionSet poNumber cancellation taken refused reasons acknowledgement }\n      refusals { transactionSet poNumber reason }\n      acknowledged { transactionSet kind groupControl status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyFreeFreight($companyId: ID!, $freeFreightThresholdCents: Int) {\n    setCompanyFreeFreight(companyId: $companyId, freeFreightThresholdCents: $freeFreightThresholdCents) { id freeFreightThresholdCents }\n  }\n"): (typeof documents)["\n  mutation SetCompanyFreeFreight($companyId: ID!, $freeFreightThresholdCents: Int) {\n    setCompanyFreeFreight(companyId: $companyId, freeFreightThresholdCents: $freeFreightThresholdCents) { id freeFreightThresholdCents }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyFreeFreight($id: ID!) { company(id: $id) { id freeFreightThresholdCents } }\n"): (typeof documents)["\n  query CompanyFreeFreight($id: ID!) { company(id: $id) { id freeFreightThresholdCents } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyInvitations($first: Int!, $after: String) {\n    myInvitationConnection(first: $first, after: $after) {\n      nodes { id companyName role expiresAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query MyInvitations($first: Int!, $after: String) {\n    myInvitationConnection(first: $first, after: $after) {\n      nodes { id companyName role expiresAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptCompanyInvitation($id: ID!) {\n    acceptCompanyInvitation(id: $id) { role company { id name } }\n  }\n"): (typeof documents)["\n  mutation AcceptCompanyInvitation($id: ID!) {\n    acceptCompanyInvitation(id: $id) { role company { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyInvitations($first: Int!, $after: String) {\n    companyInvitationConnection(first: $first, after: $after) {\n      nodes { id email role createdAt expiresAt acceptedAt revokedAt spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query CompanyInvitations($first: Int!, $after: String) {\n    companyInvitationConnection(first: $first, after: $after) {\n      nodes { id email role createdAt expiresAt acceptedAt revokedAt spendingLimits { orderLimitCents periodLimitCents limitPeriod } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToCompany($email: String!, $role: CompanyRole!, $limits: SpendingLimitsInput) {\n    inviteToCompany(email: $email, role: $role, limits: $limits) {\n      id email role createdAt expiresAt acceptedAt revokedAt spendingLimits { orderLimitCents periodLimitCents limitPeriod }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToCompany($email: String!, $role: CompanyRole!, $limits: SpendingLimitsInput) {\n    inviteToCompany(email: $email, role: $role, limits: $limits) {\n      id email role createdAt expiresAt acceptedAt revokedAt spendingLimits { orderLimitCents periodLimitCents limitPeriod }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCompanyInvitation($id: ID!) {\n    revokeCompanyInvitation(id: $id) { id revokedAt }\n  }\n"): (typeof documents)["\n  mutation RevokeCompanyInvitation($id: ID!) {\n    revokeCompanyInvitation(id: $id) { id revokedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyCompany($input: CompanyProfileInput!) {\n    updateMyCompany(input: $input) { ...CompanyProfileFields }\n  }\n"): (typeof documents)["\n  mutation UpdateMyCompany($input: CompanyProfileInput!) {\n    updateMyCompany(input: $input) { ...CompanyProfileFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCompanyLocation($input: CompanyLocationInput!) {\n    addCompanyLocation(input: $input) { id label addressLine1 addressLine2 city region postalCode country }\n  }\n"): (typeof documents)["\n  mutation AddCompanyLocation($input: CompanyLocationInput!) {\n    addCompanyLocation(input: $input) { id label addressLine1 addressLine2 city region postalCode country }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanyLocation($id: ID!, $input: CompanyLocationInput!) {\n    updateCompanyLocation(id: $id, input: $input) { id label addressLine1 addressLine2 city region postalCode country }\n  }\n"): (typeof documents)["\n  mutation UpdateCompanyLocation($id: ID!, $input: CompanyLocationInput!) {\n    updateCompanyLocation(id: $id, input: $input) { id label addressLine1 addressLine2 city region postalCode country }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCompanyLocation($id: ID!) {\n    removeCompanyLocation(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveCompanyLocation($id: ID!) {\n    removeCompanyLocation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMemberRole($userId: ID!, $role: CompanyRole!) {\n    setMemberRole(userId: $userId, role: $role) { id companyRole }\n  }\n"): (typeof documents)["\n  mutation SetMemberRole($userId: ID!, $role: CompanyRole!) {\n    setMemberRole(userId: $userId, role: $role) { id companyRole }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCompanyMember($userId: ID!) {\n    removeCompanyMember(userId: $userId) { id }\n  }\n"): (typeof documents)["\n  mutation RemoveCompanyMember($userId: ID!) {\n    removeCompanyMember(userId: $userId) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyProfileFields on Company {\n    id name taxId billingLine1 billingLine2 billingCity billingRegion billingPostalCode billingCountry eInvoiceFormat eInvoiceEmail buyerReference personal\n  }\n"): (typeof documents)["\n  fragment CompanyProfileFields on Company {\n    id name taxId billingLine1 billingLine2 billingCity billingRegion billingPostalCode billingCountry eInvoiceFormat eInvoiceEmail buyerReference personal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyCreditFields on Credit {\n    limitCents openCents heldCreditCents availableCents termsDays onHold overdueCount overdueCents custom\n  }\n"): (typeof documents)["\n  fragment CompanyCreditFields on Credit {\n    limitCents openCents heldCreditCents availableCents termsDays onHold overdueCount overdueCents custom\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCompany {\n    me { id companyRole }\n    myCompany {\n      ...CompanyProfileFields\n      members { id email displayName companyRole }\n      locations { id label addressLine1 addressLine2 city region postalCode country }\n      credit { ...CompanyCreditFields }\n      edi { qualifier senderId enabled }\n    }\n  }\n"): (typeof documents)["\n  query MyCompany {\n    me { id companyRole }\n    myCompany {\n      ...CompanyProfileFields\n      members { id email displayName companyRole }\n      locations { id label addressLine1 addressLine2 city region postalCode country }\n      credit { ...CompanyCreditFields }\n      edi { qualifier senderId enabled }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPartNumbers($first: Int!, $after: String, $search: String) {\n    myPartNumberConnection(first: $first, after: $after, search: $search) {\n      totalCount\n      nodes { id partNumber productId product { id name sku } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query MyPartNumbers($first: Int!, $after: String, $search: String) {\n    myPartNumberConnection(first: $first, after: $after, search: $search) {\n      totalCount\n      nodes { id partNumber productId product { id name sku } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPartNumbersCsv {\n    myPartNumbersCsv\n  }\n"): (typeof documents)["\n  query MyPartNumbersCsv {\n    myPartNumbersCsv\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyPartNumber($input: PartNumberInput!) {\n    setMyPartNumber(input: $input) { id partNumber productId product { id name sku } }\n  }\n"): (typeof documents)["\n  mutation SetMyPartNumber($input: PartNumberInput!) {\n    setMyPartNumber(input: $input) { id partNumber productId product { id name sku } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMyPartNumber($productId: ID!) {\n    removeMyPartNumber(productId: $productId)\n  }\n"): (typeof documents)["\n  mutation RemoveMyPartNumber($productId: ID!) {\n    removeMyPartNumber(productId: $productId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportMyPartNumbers($text: String!, $dryRun: Boolean!) {\n    importMyPartNumbers(text: $text, dryRun: $dryRun) {\n      applied dryRun created updated unchanged failed errorCsv\n      lines { lineNumber sku partNumber outcome problem productId }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportMyPartNumbers($text: String!, $dryRun: Boolean!) {\n    importMyPartNumbers(text: $text, dryRun: $dryRun) {\n      applied dryRun created updated unchanged failed errorCsv\n      lines { lineNumber sku partNumber outcome problem productId }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PunchOutIdentity($companyId: ID!) {\n    punchOutIdentity(companyId: $companyId) {\n      id fromDomain fromIdentity toDomain toIdentity senderDomain senderIdentity ociEnabled ociUsername punchOutUserId enabled updatedAt\n    }\n  }\n"): (typeof documents)["\n  query PunchOutIdentity($companyId: ID!) {\n    punchOutIdentity(companyId: $companyId) {\n      id fromDomain fromIdentity toDomain toIdentity senderDomain senderIdentity ociEnabled ociUsername punchOutUserId enabled updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePunchOutIdentity($companyId: ID!, $input: PunchOutIdentityInput!) {\n    savePunchOutIdentity(companyId: $companyId, input: $input) {\n      id fromDomain fromIdentity toDomain toIdentity senderDomain senderIdentity ociEnabled ociUsername punchOutUserId enabled updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SavePunchOutIdentity($companyId: ID!, $input: PunchOutIdentityInput!) {\n    savePunchOutIdentity(companyId: $companyId, input: $input) {\n      id fromDomain fromIdentity toDomain toIdentity senderDomain senderIdentity ociEnabled ociUsername punchOutUserId enabled updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompareProducts($ids: [ID!]!) {\n    compareProducts(ids: $ids) {\n      id sku name imageUrl priceCents\n      myPrice { unitPriceCents }\n      packSizes { name baseUnits }\n      weightGrams\n      specifications { key name label }\n    }\n  }\n"): (typeof documents)["\n  query CompareProducts($ids: [ID!]!) {\n    compareProducts(ids: $ids) {\n      id sku name imageUrl priceCents\n      myPrice { unitPriceCents }\n      packSizes { name baseUnits }\n      weightGrams\n      specifications { key name label }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EdiPartners {\n    ediPartners { id companyId companyName qualifier senderId enabled functionalAck updatedAt }\n  }\n"): (typeof documents)["\n  query EdiPartners {\n    ediPartners { id companyId companyName qualifier senderId enabled functionalAck updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EdiDocuments($companyId: ID, $kind: String, $take: Int) {\n    ediDocuments(companyId: $companyId, kind: $kind, take: $take) {\n      id direction kind sender controlNumber companyId companyName purchaseOrderId orderNumber approvalRequestId ackStatus acknowledgedAt ackNote createdAt content\n    }\n  }\n"): (typeof documents)["\n  query EdiDocuments($companyId: ID, $kind: String, $take: Int) {\n    ediDocuments(companyId: $companyId, kind: $kind, take: $take) {\n      id direction kind sender controlNumber companyId companyName purchaseOrderId orderNumber approvalRequestId ackStatus acknowledgedAt ackNote createdAt content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveEdiPartner($companyId: ID!, $qualifier: String!, $senderId: String!, $enabled: Boolean, $functionalAck: String) {\n    saveEdiPartner(companyId: $companyId, qualifier: $qualifier, senderId: $senderId, enabled: $enabled, functionalAck: $functionalAck) { id companyId companyName qualifier senderId enabled functionalAck updatedAt }\n  }\n"): (typeof documents)["\n  mutation SaveEdiPartner($companyId: ID!, $qualifier: String!, $senderId: String!, $enabled: Boolean, $functionalAck: String) {\n    saveEdiPartner(companyId: $companyId, qualifier: $qualifier, senderId: $senderId, enabled: $enabled, functionalAck: $functionalAck) { id companyId companyName qualifier senderId enabled functionalAck updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EdiCompanyChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) { nodes { id name } }\n  }\n"): (typeof documents)["\n  query EdiCompanyChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) { nodes { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminShippingMethods {\n    shippingMethods { id name kind active isDefault bands { upToGrams priceCents } flatCents parcelLimitGrams palletCapacityGrams palletPriceCents version }\n  }\n"): (typeof documents)["\n  query AdminShippingMethods {\n    shippingMethods { id name kind active isDefault bands { upToGrams priceCents } flatCents parcelLimitGrams palletCapacityGrams palletPriceCents version }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveShippingMethod($id: ID, $input: ShippingMethodInput!) {\n    saveShippingMethod(id: $id, input: $input) { id name kind active isDefault bands { upToGrams priceCents } flatCents parcelLimitGrams palletCapacityGrams palletPriceCents version }\n  }\n"): (typeof documents)["\n  mutation SaveShippingMethod($id: ID, $input: ShippingMethodInput!) {\n    saveShippingMethod(id: $id, input: $input) { id name kind active isDefault bands { upToGrams priceCents } flatCents parcelLimitGrams palletCapacityGrams palletPriceCents version }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopHolidays {\n    shopHolidays { day name dayText }\n  }\n"): (typeof documents)["\n  query ShopHolidays {\n    shopHolidays { day name dayText }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddShopHoliday($input: ShopHolidayInput!) {\n    addShopHoliday(input: $input) { day name dayText }\n  }\n"): (typeof documents)["\n  mutation AddShopHoliday($input: ShopHolidayInput!) {\n    addShopHoliday(input: $input) { day name dayText }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveShopHoliday($day: String!) {\n    removeShopHoliday(day: $day)\n  }\n"): (typeof documents)["\n  mutation RemoveShopHoliday($day: String!) {\n    removeShopHoliday(day: $day)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProducts($pageSize: Int!) {\n    products(page: 1, pageSize: $pageSize) {\n      items { id name description imageUrl priceCents fromPriceCents quantity }\n    }\n  }\n"): (typeof documents)["\n  query HomeProducts($pageSize: Int!) {\n    products(page: 1, pageSize: $pageSize) {\n      items { id name description imageUrl priceCents fromPriceCents quantity }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeReviews($take: Int!) {\n    reviews(take: $take) { id photoUrl description }\n  }\n"): (typeof documents)["\n  query HomeReviews($take: Int!) {\n    reviews(take: $take) { id photoUrl description }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($first: Int!, $after: String) {\n    apiKeyConnection(first: $first, after: $after) {\n      nodes { id name prefix scopes createdBy createdAt expiresAt revokedAt lastUsedAt lastUsedIp requestCount }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys($first: Int!, $after: String) {\n    apiKeyConnection(first: $first, after: $after) {\n      nodes { id name prefix scopes createdBy createdAt expiresAt revokedAt lastUsedAt lastUsedIp requestCount }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey { id name prefix scopes createdBy createdAt expiresAt revokedAt lastUsedAt lastUsedIp requestCount }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey { id name prefix scopes createdBy createdAt expiresAt revokedAt lastUsedAt lastUsedIp requestCount }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id revokedAt }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id revokedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks {\n    webhookEventTypes\n    outboxHealth { waiting oldestWaitingSeconds failedDeliveries retryingDeliveries disabledEndpoints }\n  }\n"): (typeof documents)["\n  query Webhooks {\n    webhookEventTypes\n    outboxHealth { waiting oldestWaitingSeconds failedDeliveries retryingDeliveries disabledEndpoints }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints($first: Int!, $after: String) {\n    webhookEndpointConnection(first: $first, after: $after) {\n      nodes { id url description eventTypes enabled disabledAt disabledReason secretRotatedAt previousSecretExpiresAt createdAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints($first: Int!, $after: String) {\n    webhookEndpointConnection(first: $first, after: $after) {\n      nodes { id url description eventTypes enabled disabledAt disabledReason secretRotatedAt previousSecretExpiresAt createdAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { secret endpoint { id url } }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { secret endpoint { id url } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!, $overlapHours: Int!) {\n    rotateWebhookSecret(id: $id, overlapHours: $overlapHours) {\n      secret endpoint { id secretRotatedAt previousSecretExpiresAt }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!, $overlapHours: Int!) {\n    rotateWebhookSecret(id: $id, overlapHours: $overlapHours) {\n      secret endpoint { id secretRotatedAt previousSecretExpiresAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) { id enabled disabledAt disabledReason }\n  }\n"): (typeof documents)["\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) { id enabled disabledAt disabledReason }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $first: Int!, $after: String) {\n    webhookDeliveryConnection(endpointId: $endpointId, first: $first, after: $after) {\n      nodes { id eventId endpointId eventType status attempts responseStatus durationMs responseExcerpt lastAttemptAt deliveredAt createdAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $first: Int!, $after: String) {\n    webhookDeliveryConnection(endpointId: $endpointId, first: $first, after: $after) {\n      nodes { id eventId endpointId eventType status attempts responseStatus durationMs responseExcerpt lastAttemptAt deliveredAt createdAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) { id status attempts responseStatus durationMs responseExcerpt lastAttemptAt deliveredAt }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) { id status attempts responseStatus durationMs responseExcerpt lastAttemptAt deliveredAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderListFields on OrderList {\n    id name createdByEmail canEdit\n    lines { id productId sku productName quantity scheduleQuantity }\n    schedule {\n      everyWeeks dayOfMonth rule status nextRunOn endOn stoppedReason ownerEmail contactPhone\n      runs { runOn status message }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderListFields on OrderList {\n    id name createdByEmail canEdit\n    lines { id productId sku productName quantity scheduleQuantity }\n    schedule {\n      everyWeeks dayOfMonth rule status nextRunOn endOn stoppedReason ownerEmail contactPhone\n      runs { runOn status message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderLists { orderLists { ...OrderListFields } }"): (typeof documents)["query OrderLists { orderLists { ...OrderListFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderList($id: ID!) { orderList(id: $id) { ...OrderListFields } }"): (typeof documents)["query OrderList($id: ID!) { orderList(id: $id) { ...OrderListFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateOrderList($input: OrderListInput!) { createOrderList(input: $input) { ...OrderListFields } }"): (typeof documents)["mutation CreateOrderList($input: OrderListInput!) { createOrderList(input: $input) { ...OrderListFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateOrderList($id: ID!, $input: OrderListInput!) { updateOrderList(id: $id, input: $input) { ...OrderListFields } }"): (typeof documents)["mutation UpdateOrderList($id: ID!, $input: OrderListInput!) { updateOrderList(id: $id, input: $input) { ...OrderListFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderOrderList($id: ID!, $phone: String) {\n    orderOrderList(id: $id, phone: $phone) { addedCount refusedCount totalCents lines { productId sku productName quantity added lineTotalCents reason } }\n  }\n"): (typeof documents)["\n  mutation OrderOrderList($id: ID!, $phone: String) {\n    orderOrderList(id: $id, phone: $phone) { addedCount refusedCount totalCents lines { productId sku productName quantity added lineTotalCents reason } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderSchedule($listId: ID!, $input: OrderScheduleInput!) { setOrderSchedule(listId: $listId, input: $input) { ...OrderListFields } }\n"): (typeof documents)["\n  mutation SetOrderSchedule($listId: ID!, $input: OrderScheduleInput!) { setOrderSchedule(listId: $listId, input: $input) { ...OrderListFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeOrderSchedule($listId: ID!, $action: OrderScheduleAction!) { changeOrderSchedule(listId: $listId, action: $action) { ...OrderListFields } }\n"): (typeof documents)["\n  mutation ChangeOrderSchedule($listId: ID!, $action: OrderScheduleAction!) { changeOrderSchedule(listId: $listId, action: $action) { ...OrderListFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteOrderItem($id: ID!) {\n    deleteOrderItem(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteOrderItem($id: ID!) {\n    deleteOrderItem(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($first: Int!, $after: String) {\n    orderConnection(first: $first, after: $after) {\n      nodes {\n        id productName imageUrl userName userEmail userPhone quantity unitPriceCents totalCents status nextStatuses\n        purchaseOrder { id orderNumber }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($first: Int!, $after: String) {\n    orderConnection(first: $first, after: $after) {\n      nodes {\n        id productName imageUrl userName userEmail userPhone quantity unitPriceCents totalCents status nextStatuses\n        purchaseOrder { id orderNumber }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrderItem($id: ID!) {\n    cancelOrderItem(id: $id) { id status nextStatuses events { id fromStatus toStatus createdAt actorRole } }\n  }\n"): (typeof documents)["\n  mutation CancelOrderItem($id: ID!) {\n    cancelOrderItem(id: $id) { id status nextStatuses events { id fromStatus toStatus createdAt actorRole } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrderItem($id: ID!) {\n    deleteOrderItem(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteOrderItem($id: ID!) {\n    deleteOrderItem(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($first: Int!, $after: String) {\n    myOrderConnection(first: $first, after: $after) {\n      nodes {\n        id\n        productName\n        customerPartNumber\n        imageUrl\n        unitPriceCents\n        quantity\n        packCount\n        orderedAs\n        totalCents\n        userName\n        userEmail\n        userPhone\n        status\n        invoiceReference\n        invoicedAt\n        paymentDueAt\n        createdAt\n        nextStatuses\n        purchaseOrder { id orderNumber }\n        events { id fromStatus toStatus createdAt actorRole }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($first: Int!, $after: String) {\n    myOrderConnection(first: $first, after: $after) {\n      nodes {\n        id\n        productName\n        customerPartNumber\n        imageUrl\n        unitPriceCents\n        quantity\n        packCount\n        orderedAs\n        totalCents\n        userName\n        userEmail\n        userPhone\n        status\n        invoiceReference\n        invoicedAt\n        paymentDueAt\n        createdAt\n        nextStatuses\n        purchaseOrder { id orderNumber }\n        events { id fromStatus toStatus createdAt actorRole }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrderLinks {\n    myOrders { id purchaseOrder { id } }\n  }\n"): (typeof documents)["\n  query MyOrderLinks {\n    myOrders { id purchaseOrder { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOrderItem($id: ID!) {\n    payOrderItem(id: $id) { id status invoiceReference invoicedAt paymentDueAt nextStatuses purchaseOrder { id orderNumber } events { id fromStatus toStatus createdAt actorRole } }\n  }\n"): (typeof documents)["\n  mutation PayOrderItem($id: ID!) {\n    payOrderItem(id: $id) { id status invoiceReference invoicedAt paymentDueAt nextStatuses purchaseOrder { id orderNumber } events { id fromStatus toStatus createdAt actorRole } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShipToPrices {\n    me { id shipToLocationId }\n    myCompany { id locations { id label city } }\n  }\n"): (typeof documents)["\n  query ShipToPrices {\n    me { id shipToLocationId }\n    myCompany { id locations { id label city } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseShipToLocation($locationId: ID) { chooseShipToLocation(locationId: $locationId) }\n"): (typeof documents)["\n  mutation ChooseShipToLocation($locationId: ID) { chooseShipToLocation(locationId: $locationId) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) { id status nextStatuses }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) { id status nextStatuses }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceListLocations($id: ID!) {\n    priceList(id: $id, take: 1) { id locations { id label companyId companyName } }\n  }\n"): (typeof documents)["\n  query PriceListLocations($id: ID!) {\n    priceList(id: $id, take: 1) { id locations { id label companyId companyName } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceListLocationChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) { nodes { id name locations { id label city } } }\n  }\n"): (typeof documents)["\n  query PriceListLocationChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) { nodes { id name locations { id label city } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPriceListLocations($id: ID!, $locationIds: [ID!]!) {\n    setPriceListLocations(id: $id, locationIds: $locationIds) { id locations { id label companyId companyName } }\n  }\n"): (typeof documents)["\n  mutation SetPriceListLocations($id: ID!, $locationIds: [ID!]!) {\n    setPriceListLocations(id: $id, locationIds: $locationIds) { id locations { id label companyId companyName } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceListSummaryFields on PriceList {\n    id name priority validFrom validTo entryCount\n    companies { id name }\n    groups { id name }\n    locations { id label companyName }\n  }\n"): (typeof documents)["\n  fragment PriceListSummaryFields on PriceList {\n    id name priority validFrom validTo entryCount\n    companies { id name }\n    groups { id name }\n    locations { id label companyName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceLists {\n    priceLists { ...PriceListSummaryFields }\n  }\n"): (typeof documents)["\n  query PriceLists {\n    priceLists { ...PriceListSummaryFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceListEntries($id: ID!) {\n    priceList(id: $id, take: 100) {\n      ...PriceListSummaryFields\n      entries { productId sku productName listPriceCents unitPriceCents percentOffBp }\n    }\n  }\n"): (typeof documents)["\n  query PriceListEntries($id: ID!) {\n    priceList(id: $id, take: 100) {\n      ...PriceListSummaryFields\n      entries { productId sku productName listPriceCents unitPriceCents percentOffBp }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePriceList($id: ID, $input: PriceListInput!) {\n    savePriceList(id: $id, input: $input) { ...PriceListSummaryFields }\n  }\n"): (typeof documents)["\n  mutation SavePriceList($id: ID, $input: PriceListInput!) {\n    savePriceList(id: $id, input: $input) { ...PriceListSummaryFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePriceList($id: ID!) { deletePriceList(id: $id) }\n"): (typeof documents)["\n  mutation DeletePriceList($id: ID!) { deletePriceList(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPriceListEntries($id: ID!, $entries: [PriceListEntryInput!]!) {\n    setPriceListEntries(id: $id, entries: $entries) {\n      ...PriceListSummaryFields\n      entries { productId sku productName listPriceCents unitPriceCents percentOffBp }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPriceListEntries($id: ID!, $entries: [PriceListEntryInput!]!) {\n    setPriceListEntries(id: $id, entries: $entries) {\n      ...PriceListSummaryFields\n      entries { productId sku productName listPriceCents unitPriceCents percentOffBp }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceListCompanyChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) { nodes { id name } }\n  }\n"): (typeof documents)["\n  query PriceListCompanyChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) { nodes { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerGroupFields on CustomerGroup {\n    id name\n    companies { id name }\n    priceLists { id name }\n  }\n"): (typeof documents)["\n  fragment CustomerGroupFields on CustomerGroup {\n    id name\n    companies { id name }\n    priceLists { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerGroups {\n    customerGroups { ...CustomerGroupFields }\n  }\n"): (typeof documents)["\n  query CustomerGroups {\n    customerGroups { ...CustomerGroupFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCustomerGroup($id: ID, $input: CustomerGroupInput!) {\n    saveCustomerGroup(id: $id, input: $input) { ...CustomerGroupFields }\n  }\n"): (typeof documents)["\n  mutation SaveCustomerGroup($id: ID, $input: CustomerGroupInput!) {\n    saveCustomerGroup(id: $id, input: $input) { ...CustomerGroupFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomerGroup($id: ID!) { deleteCustomerGroup(id: $id) }\n"): (typeof documents)["\n  mutation DeleteCustomerGroup($id: ID!) { deleteCustomerGroup(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProduct($id: ID!) {\n    product(id: $id) { id version sku name description imageUrl priceCents quantity quantityRule { minimum increment maximum } priceBreaks { minQuantity unitPriceCents } backordersAllowed restockOn }\n  }\n"): (typeof documents)["\n  query AdminProduct($id: ID!) {\n    product(id: $id) { id version sku name description imageUrl priceCents quantity quantityRule { minimum increment maximum } priceBreaks { minQuantity unitPriceCents } backordersAllowed restockOn }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($first: Int!, $after: String) {\n    productConnection(first: $first, after: $after) {\n      totalCount\n      nodes { id name description imageUrl priceCents quantity }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($first: Int!, $after: String) {\n    productConnection(first: $first, after: $after) {\n      totalCount\n      nodes { id name description imageUrl priceCents quantity }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogImportJob($id: ID!) {\n    catalogImportJob(id: $id) {\n      id status fileName rowsTotal rowsChecked rowsWritten created updated unchanged refused errorFile message\n    }\n  }\n"): (typeof documents)["\n  query CatalogImportJob($id: ID!) {\n    catalogImportJob(id: $id) {\n      id status fileName rowsTotal rowsChecked rowsWritten created updated unchanged refused errorFile message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) { id version sku name description imageUrl priceCents quantity quantityRule { minimum increment maximum } priceBreaks { minQuantity unitPriceCents } }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) { id version sku name description imageUrl priceCents quantity quantityRule { minimum increment maximum } priceBreaks { minQuantity unitPriceCents } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { id status quantity totalCents }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { id status quantity totalCents }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id sku name description imageUrl priceCents fromPriceCents quantity\n      quantityRule { minimum increment maximum }\n      priceBreaks { minQuantity unitPriceCents }\n      categories { id slug name }\n      specifications { key name value label }\n      family { id name optionNames }\n      options { name value }\n      packSizes { name baseUnits }\n      weightGrams\n      leadTimeText\n      backordersAllowed restockOn\n      dimensions { lengthMm widthMm heightMm }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id sku name description imageUrl priceCents fromPriceCents quantity\n      quantityRule { minimum increment maximum }\n      priceBreaks { minQuantity unitPriceCents }\n      categories { id slug name }\n      specifications { key name value label }\n      family { id name optionNames }\n      options { name value }\n      packSizes { name baseUnits }\n      weightGrams\n      leadTimeText\n      backordersAllowed restockOn\n      dimensions { lengthMm widthMm heightMm }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyVariants($id: ID!) {\n    productFamily(id: $id) { id variants { id quantity quantityRule { minimum } options { value } } }\n  }\n"): (typeof documents)["\n  query FamilyVariants($id: ID!) {\n    productFamily(id: $id) { id variants { id quantity quantityRule { minimum } options { value } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryTrail($slug: String!) {\n    category(slug: $slug) { id breadcrumbs { id slug name } }\n  }\n"): (typeof documents)["\n  query CategoryTrail($slug: String!) {\n    category(slug: $slug) { id breadcrumbs { id slug name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPartNumber($productId: ID!) {\n    myPartNumber(productId: $productId) { id partNumber }\n  }\n"): (typeof documents)["\n  query MyPartNumber($productId: ID!) {\n    myPartNumber(productId: $productId) { id partNumber }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyContractPrice($id: ID!) {\n    product(id: $id) { id myPrice { unitPriceCents explanation priceBreaks { minQuantity unitPriceCents } } }\n  }\n"): (typeof documents)["\n  query MyContractPrice($id: ID!) {\n    product(id: $id) { id myPrice { unitPriceCents explanation priceBreaks { minQuantity unitPriceCents } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCatalog($id: ID!) {\n    product(id: $id) { id version categories { id slug } specifications { key value } }\n    categories { id slug name parentId }\n    specifications { id key name kind unit choices }\n  }\n"): (typeof documents)["\n  query ProductCatalog($id: ID!) {\n    product(id: $id) { id version categories { id slug } specifications { key value } }\n    categories { id slug name parentId }\n    specifications { id key name kind unit choices }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductCatalog($productId: ID!, $categories: [String!]!, $specs: [SpecValueInput!]!) {\n    setProductCatalog(productId: $productId, categories: $categories, specs: $specs) {\n      id version categories { id slug } specifications { key value }\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductCatalog($productId: ID!, $categories: [String!]!, $specs: [SpecValueInput!]!) {\n    setProductCatalog(productId: $productId, categories: $categories, specs: $specs) {\n      id version categories { id slug } specifications { key value }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPacking($id: ID!) {\n    product(id: $id) { id version family { id } options { name value } packSizes { name baseUnits } weightGrams leadTimeDays dimensions { lengthMm widthMm heightMm } }\n    productFamilies { id name optionNames }\n  }\n"): (typeof documents)["\n  query ProductPacking($id: ID!) {\n    product(id: $id) { id version family { id } options { name value } packSizes { name baseUnits } weightGrams leadTimeDays dimensions { lengthMm widthMm heightMm } }\n    productFamilies { id name optionNames }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProductFamily($input: ProductFamilyInput!) {\n    saveProductFamily(input: $input) { id name optionNames }\n  }\n"): (typeof documents)["\n  mutation SaveProductFamily($input: ProductFamilyInput!) {\n    saveProductFamily(input: $input) { id name optionNames }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductVariant($productId: ID!, $familyId: ID, $optionValues: [String!]!) {\n    setProductVariant(productId: $productId, familyId: $familyId, optionValues: $optionValues) { id version family { id } options { name value } }\n  }\n"): (typeof documents)["\n  mutation SetProductVariant($productId: ID!, $familyId: ID, $optionValues: [String!]!) {\n    setProductVariant(productId: $productId, familyId: $familyId, optionValues: $optionValues) { id version family { id } options { name value } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductPacking($productId: ID!, $input: ProductPackingInput!) {\n    setProductPacking(productId: $productId, input: $input) { id version packSizes { name baseUnits } weightGrams leadTimeDays dimensions { lengthMm widthMm heightMm } }\n  }\n"): (typeof documents)["\n  mutation SetProductPacking($productId: ID!, $input: ProductPackingInput!) {\n    setProductPacking(productId: $productId, input: $input) { id version packSizes { name baseUnits } weightGrams leadTimeDays dimensions { lengthMm widthMm heightMm } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductRelated($id: ID!) {\n    product(id: $id) {\n      id\n      replacedBy { id sku name }\n      related(kinds: [ACCESSORY, SPARE_PART]) { kind product { id sku name imageUrl priceCents quantity } }\n    }\n  }\n"): (typeof documents)["\n  query ProductRelated($id: ID!) {\n    product(id: $id) {\n      id\n      replacedBy { id sku name }\n      related(kinds: [ACCESSORY, SPARE_PART]) { kind product { id sku name imageUrl priceCents quantity } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductRelated($id: ID!) {\n    product(id: $id) { id related { kind product { id sku name } } }\n  }\n"): (typeof documents)["\n  query AdminProductRelated($id: ID!) {\n    product(id: $id) { id related { kind product { id sku name } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRelatedProducts($productId: ID!, $kind: RelationKind!, $related: [String!]!) {\n    setRelatedProducts(productId: $productId, kind: $kind, related: $related) { id related { kind product { id sku name } } }\n  }\n"): (typeof documents)["\n  mutation SetRelatedProducts($productId: ID!, $kind: RelationKind!, $related: [String!]!) {\n    setRelatedProducts(productId: $productId, kind: $kind, related: $related) { id related { kind product { id sku name } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) { id version sku name description imageUrl priceCents quantity quantityRule { minimum increment maximum } priceBreaks { minQuantity unitPriceCents } backordersAllowed restockOn }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) { id version sku name description imageUrl priceCents quantity quantityRule { minimum increment maximum } priceBreaks { minQuantity unitPriceCents } backordersAllowed restockOn }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductStock($productId: ID!) {\n    productStock(productId: $productId) { warehouseId code name active quantity }\n  }\n"): (typeof documents)["\n  query ProductStock($productId: ID!) {\n    productStock(productId: $productId) { warehouseId code name active quantity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWarehouseStock($productId: ID!, $warehouseId: ID!, $quantity: Int!) {\n    setWarehouseStock(productId: $productId, warehouseId: $warehouseId, quantity: $quantity) { warehouseId code name active quantity }\n  }\n"): (typeof documents)["\n  mutation SetWarehouseStock($productId: ID!, $warehouseId: ID!, $quantity: Int!) {\n    setWarehouseStock(productId: $productId, warehouseId: $warehouseId, quantity: $quantity) { warehouseId code name active quantity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNotificationSettings {\n    myNotificationSettings { paymentReminders shippingNotices }\n  }\n"): (typeof documents)["\n  query MyNotificationSettings {\n    myNotificationSettings { paymentReminders shippingNotices }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) { paymentReminders shippingNotices }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) { paymentReminders shippingNotices }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyNotificationSettings {\n    companyNotificationSettings { paymentReminders shippingNotices }\n  }\n"): (typeof documents)["\n  query CompanyNotificationSettings {\n    companyNotificationSettings { paymentReminders shippingNotices }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanyNotificationSettings($input: NotificationSettingsInput!) {\n    updateCompanyNotificationSettings(input: $input) { paymentReminders shippingNotices }\n  }\n"): (typeof documents)["\n  mutation UpdateCompanyNotificationSettings($input: NotificationSettingsInput!) {\n    updateCompanyNotificationSettings(input: $input) { paymentReminders shippingNotices }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPersonalData {\n    myPersonalData\n  }\n"): (typeof documents)["\n  query MyPersonalData {\n    myPersonalData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me { id email displayName role companyRole createdAt }\n  }\n"): (typeof documents)["\n  query Profile {\n    me { id email displayName role companyRole createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPurchaseOrders($paymentStatus: PaymentStatus, $fulfilmentStatus: FulfilmentStatus, $companyId: ID, $first: Int!, $after: String) {\n    purchaseOrderConnection(paymentStatus: $paymentStatus, fulfilmentStatus: $fulfilmentStatus, companyId: $companyId, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes {\n        id orderNumber invoiceNumber poNumber buyerName buyerEmail companyName companyId billToName billToTaxId issuedAt dueAt totalCents freightCents freightPending creditedCents paidCents balanceCents\n        paymentStatus daysOverdue fulfilmentStatus nextFulfilment requestedDeliveryOn promisedDeliveryOn promisedLate\n        lines { id productName sku quantity unitPriceCents lineTotalCents requestedDeliveryOn promisedDeliveryOn }\n        payments { id amountCents receivedOn reference }\n        shipments { id shipmentNumber carrier service trackingNumber trackingUrl shippedAt deliveredAt warehouseName lines { invoiceLineId sku productName quantity } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPurchaseOrders($paymentStatus: PaymentStatus, $fulfilmentStatus: FulfilmentStatus, $companyId: ID, $first: Int!, $after: String) {\n    purchaseOrderConnection(paymentStatus: $paymentStatus, fulfilmentStatus: $fulfilmentStatus, companyId: $companyId, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes {\n        id orderNumber invoiceNumber poNumber buyerName buyerEmail companyName companyId billToName billToTaxId issuedAt dueAt totalCents freightCents freightPending creditedCents paidCents balanceCents\n        paymentStatus daysOverdue fulfilmentStatus nextFulfilment requestedDeliveryOn promisedDeliveryOn promisedLate\n        lines { id productName sku quantity unitPriceCents lineTotalCents requestedDeliveryOn promisedDeliveryOn }\n        payments { id amountCents receivedOn reference }\n        shipments { id shipmentNumber carrier service trackingNumber trackingUrl shippedAt deliveredAt warehouseName lines { invoiceLineId sku productName quantity } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApprovalRequestFields on ApprovalRequest {\n    id requestNumber status netCents taxCents totalCents tax { label } requiredRoles waitingFor requesterEmail rejectionReason reasons poNumber createdAt updatedAt\n    shipTo { companyName addressLine1 addressLine2 city region postalCode country }\n    items { id productName quantity unitPriceCents totalCents }\n    purchaseOrder { id orderNumber invoiceNumber }\n  }\n"): (typeof documents)["\n  fragment ApprovalRequestFields on ApprovalRequest {\n    id requestNumber status netCents taxCents totalCents tax { label } requiredRoles waitingFor requesterEmail rejectionReason reasons poNumber createdAt updatedAt\n    shipTo { companyName addressLine1 addressLine2 city region postalCode country }\n    items { id productName quantity unitPriceCents totalCents }\n    purchaseOrder { id orderNumber invoiceNumber }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalsNav {\n    me { id companyRole }\n    myCompany { id personal }\n  }\n"): (typeof documents)["\n  query ApprovalsNav {\n    me { id companyRole }\n    myCompany { id personal }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalQueue($first: Int!, $after: String) {\n    approvalQueueConnection(first: $first, after: $after) {\n      totalCount\n      nodes { ...ApprovalRequestFields }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query ApprovalQueue($first: Int!, $after: String) {\n    approvalQueueConnection(first: $first, after: $after) {\n      totalCount\n      nodes { ...ApprovalRequestFields }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderRequest($id: ID!) {\n    me { id email companyRole }\n    orderRequest(id: $id) {\n      ...ApprovalRequestFields\n      events { id kind actorEmail role detail createdAt }\n    }\n  }\n"): (typeof documents)["\n  query OrderRequest($id: ID!) {\n    me { id email companyRole }\n    orderRequest(id: $id) {\n      ...ApprovalRequestFields\n      events { id kind actorEmail role detail createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrderRequestPages($first: Int!, $after: String) {\n    myOrderRequestConnection(first: $first, after: $after) {\n      nodes { ...ApprovalRequestFields }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query MyOrderRequestPages($first: Int!, $after: String) {\n    myOrderRequestConnection(first: $first, after: $after) {\n      nodes { ...ApprovalRequestFields }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrderRequests($first: Int!) {\n    myOrderRequestConnection(first: $first) {\n      nodes { id status items { id } }\n    }\n  }\n"): (typeof documents)["\n  query MyOrderRequests($first: Int!) {\n    myOrderRequestConnection(first: $first) {\n      nodes { id status items { id } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveOrder($id: ID!) {\n    approveOrder(id: $id) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }\n  }\n"): (typeof documents)["\n  mutation ApproveOrder($id: ID!) {\n    approveOrder(id: $id) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectOrder($id: ID!, $reason: String!) {\n    rejectOrder(id: $id, reason: $reason) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }\n  }\n"): (typeof documents)["\n  mutation RejectOrder($id: ID!, $reason: String!) {\n    rejectOrder(id: $id, reason: $reason) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawOrderRequest($id: ID!) {\n    withdrawOrderRequest(id: $id) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }\n  }\n"): (typeof documents)["\n  mutation WithdrawOrderRequest($id: ID!) {\n    withdrawOrderRequest(id: $id) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkout($itemIds: [ID!]!, $details: CheckoutDetailsInput!) {\n    checkout(itemIds: $itemIds, details: $details) {\n      id orderNumber invoiceNumber poNumber totalCents dueAt termsDays\n    }\n  }\n"): (typeof documents)["\n  mutation Checkout($itemIds: [ID!]!, $details: CheckoutDetailsInput!) {\n    checkout(itemIds: $itemIds, details: $details) {\n      id orderNumber invoiceNumber poNumber totalCents dueAt termsDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutShopHolidays {\n    shopHolidays { day }\n  }\n"): (typeof documents)["\n  query CheckoutShopHolidays {\n    shopHolidays { day }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseOrderCompanyChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) {\n      nodes { id name taxId }\n    }\n  }\n"): (typeof documents)["\n  query PurchaseOrderCompanyChoices($search: String, $first: Int!) {\n    companyConnection(search: $search, first: $first) {\n      nodes { id name taxId }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditNotes($purchaseOrderId: ID!) {\n    creditNotes(purchaseOrderId: $purchaseOrderId) {\n      id creditNoteNumber issuedOn reason returnStock amountCents taxCents freightCents releasedCents settlement\n      lines { id invoiceLineId position sku productName quantity unitPriceCents lineTotalCents }\n    }\n  }\n"): (typeof documents)["\n  query CreditNotes($purchaseOrderId: ID!) {\n    creditNotes(purchaseOrderId: $purchaseOrderId) {\n      id creditNoteNumber issuedOn reason returnStock amountCents taxCents freightCents releasedCents settlement\n      lines { id invoiceLineId position sku productName quantity unitPriceCents lineTotalCents }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FulfilmentWarehouses { warehouses { id code name active } }\n"): (typeof documents)["\n  query FulfilmentWarehouses { warehouses { id code name active } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FulfilmentQueue($warehouseId: ID!) {\n    fulfilmentQueue(warehouseId: $warehouseId) {\n      invoiceLineId purchaseOrderId orderNumber poNumber companyName sku productName quantity requestedDeliveryDate promisedDeliveryDate\n    }\n  }\n"): (typeof documents)["\n  query FulfilmentQueue($warehouseId: ID!) {\n    fulfilmentQueue(warehouseId: $warehouseId) {\n      invoiceLineId purchaseOrderId orderNumber poNumber companyName sku productName quantity requestedDeliveryDate promisedDeliveryDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueCreditNote($purchaseOrderId: ID!, $input: CreditNoteInput!) {\n    issueCreditNote(purchaseOrderId: $purchaseOrderId, input: $input) {\n      id creditNoteNumber amountCents appliedToInvoiceCents releasedCents settlement\n    }\n  }\n"): (typeof documents)["\n  mutation IssueCreditNote($purchaseOrderId: ID!, $input: CreditNoteInput!) {\n    issueCreditNote(purchaseOrderId: $purchaseOrderId, input: $input) {\n      id creditNoteNumber amountCents appliedToInvoiceCents releasedCents settlement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LastDeliveryDetails {\n    myPurchaseOrders {\n      id companyName addressLine1 addressLine2 city region postalCode country contactPhone\n    }\n  }\n"): (typeof documents)["\n  query LastDeliveryDetails {\n    myPurchaseOrders {\n      id companyName addressLine1 addressLine2 city region postalCode country contactPhone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCredit {\n    myCredit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents }\n  }\n"): (typeof documents)["\n  query MyCredit {\n    myCredit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPurchaseOrders($first: Int!, $after: String) {\n    myPurchaseOrderConnection(first: $first, after: $after) {\n      nodes {\n        id orderNumber invoiceNumber poNumber createdAt issuedAt dueAt termsDays totalCents paidCents balanceCents\n        paymentStatus daysOverdue fulfilmentStatus\n        lines { id productName sku quantity unitPriceCents lineTotalCents backorderedQuantity backorderExpectedOn requestedDeliveryOn promisedDeliveryOn }\n        shipments { id shipmentNumber carrier service trackingNumber trackingUrl shippedAt deliveredAt lines { invoiceLineId sku productName quantity } }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query MyPurchaseOrders($first: Int!, $after: String) {\n    myPurchaseOrderConnection(first: $first, after: $after) {\n      nodes {\n        id orderNumber invoiceNumber poNumber createdAt issuedAt dueAt termsDays totalCents paidCents balanceCents\n        paymentStatus daysOverdue fulfilmentStatus\n        lines { id productName sku quantity unitPriceCents lineTotalCents backorderedQuantity backorderExpectedOn requestedDeliveryOn promisedDeliveryOn }\n        shipments { id shipmentNumber carrier service trackingNumber trackingUrl shippedAt deliveredAt lines { invoiceLineId sku productName quantity } }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutItems {\n    myOrders { id productName imageUrl unitPriceCents quantity totalCents status leadTimeDays purchaseOrder { id } product { id quantity backordersAllowed restockOn } }\n  }\n"): (typeof documents)["\n  query CheckoutItems {\n    myOrders { id productName imageUrl unitPriceCents quantity totalCents status leadTimeDays purchaseOrder { id } product { id quantity backordersAllowed restockOn } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReturnFields on ReturnRequest {\n    id returnNumber orderNumber purchaseOrderId status statusLabel reason photoLinks requestedByEmail restockingFeePercent rejectionReason\n    disposition receiptNote createdAt creditNoteNumber creditedCents restockingFeeCents\n    lines { invoiceLineId position sku productName quantity }\n  }\n"): (typeof documents)["\n  fragment ReturnFields on ReturnRequest {\n    id returnNumber orderNumber purchaseOrderId status statusLabel reason photoLinks requestedByEmail restockingFeePercent rejectionReason\n    disposition receiptNote createdAt creditNoteNumber creditedCents restockingFeeCents\n    lines { invoiceLineId position sku productName quantity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderReturns($id: ID!) {\n    purchaseOrder(id: $id) {\n      id orderNumber\n      lines { id position sku productName quantity }\n      shipments { id deliveredAt lines { invoiceLineId quantity } }\n      returns { ...ReturnFields }\n    }\n  }\n"): (typeof documents)["\n  query OrderReturns($id: ID!) {\n    purchaseOrder(id: $id) {\n      id orderNumber\n      lines { id position sku productName quantity }\n      shipments { id deliveredAt lines { invoiceLineId quantity } }\n      returns { ...ReturnFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestReturn($orderId: ID!, $lines: [ReturnLineInput!]!, $reason: String!, $photoLinks: [String!]) {\n    requestReturn(orderId: $orderId, lines: $lines, reason: $reason, photoLinks: $photoLinks) { ...ReturnFields }\n  }\n"): (typeof documents)["\n  mutation RequestReturn($orderId: ID!, $lines: [ReturnLineInput!]!, $reason: String!, $photoLinks: [String!]) {\n    requestReturn(orderId: $orderId, lines: $lines, reason: $reason, photoLinks: $photoLinks) { ...ReturnFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawReturn($id: ID!) { withdrawReturn(id: $id) { ...ReturnFields } }\n"): (typeof documents)["\n  mutation WithdrawReturn($id: ID!) { withdrawReturn(id: $id) { ...ReturnFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      id orderNumber invoiceNumber poNumber buyerName buyerEmail companyName billToName billToTaxId billToAddress orderedBy addressLine1 addressLine2 city region\n      postalCode country contactPhone notes issuedAt dueAt termsDays requestedDeliveryOn promisedDeliveryOn promisedLate subtotalCents freightCents freightPending shippingMethodName taxCents totalCents creditedCents paidCents receivedCents givenBackCents balanceCents\n      tax { label exemptionCertificate }\n      paymentStatus daysOverdue fulfilmentStatus\n      lines { id productName sku customerPartNumber quantity unitPriceCents lineTotalCents backorderedQuantity backorderText requestedDeliveryOn promisedDeliveryOn }\n      payments { id amountCents receivedOn reference }\n      seller { name addressLines email taxId }\n      remittance { accountName bankName iban bic routingNumber accountNumber instructions paymentReference }\n    }\n  }\n"): (typeof documents)["\n  query PurchaseOrder($id: ID!) {\n    purchaseOrder(id: $id) {\n      id orderNumber invoiceNumber poNumber buyerName buyerEmail companyName billToName billToTaxId billToAddress orderedBy addressLine1 addressLine2 city region\n      postalCode country contactPhone notes issuedAt dueAt termsDays requestedDeliveryOn promisedDeliveryOn promisedLate subtotalCents freightCents freightPending shippingMethodName taxCents totalCents creditedCents paidCents receivedCents givenBackCents balanceCents\n      tax { label exemptionCertificate }\n      paymentStatus daysOverdue fulfilmentStatus\n      lines { id productName sku customerPartNumber quantity unitPriceCents lineTotalCents backorderedQuantity backorderText requestedDeliveryOn promisedDeliveryOn }\n      payments { id amountCents receivedOn reference }\n      seller { name addressLines email taxId }\n      remittance { accountName bankName iban bic routingNumber accountNumber instructions paymentReference }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPayment($id: ID!, $payment: PaymentInput!) {\n    recordPayment(id: $id, payment: $payment) {\n      id paidCents balanceCents paymentStatus daysOverdue\n      payments { id amountCents receivedOn reference }\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPayment($id: ID!, $payment: PaymentInput!) {\n    recordPayment(id: $id, payment: $payment) {\n      id paidCents balanceCents paymentStatus daysOverdue\n      payments { id amountCents receivedOn reference }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Reorder($id: ID!) {\n    reorder(id: $id) {\n      addedCount\n      items { id }\n      refused { productName sku quantity reason }\n      replaced { productName sku replacementName replacementSku }\n    }\n  }\n"): (typeof documents)["\n  mutation Reorder($id: ID!) {\n    reorder(id: $id) {\n      addedCount\n      items { id }\n      refused { productName sku quantity reason }\n      replaced { productName sku replacementName replacementSku }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnRequests($status: ReturnStatus) {\n    returnRequests(status: $status) { ...ReturnFields }\n  }\n"): (typeof documents)["\n  query ReturnRequests($status: ReturnStatus) {\n    returnRequests(status: $status) { ...ReturnFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveReturn($id: ID!, $restockingFeePercent: Float!) { approveReturn(id: $id, restockingFeePercent: $restockingFeePercent) { ...ReturnFields } }\n"): (typeof documents)["\n  mutation ApproveReturn($id: ID!, $restockingFeePercent: Float!) { approveReturn(id: $id, restockingFeePercent: $restockingFeePercent) { ...ReturnFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectReturn($id: ID!, $reason: String!) { rejectReturn(id: $id, reason: $reason) { ...ReturnFields } }\n"): (typeof documents)["\n  mutation RejectReturn($id: ID!, $reason: String!) { rejectReturn(id: $id, reason: $reason) { ...ReturnFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceiveReturn($id: ID!, $disposition: ReturnDisposition!, $note: String!) { receiveReturn(id: $id, disposition: $disposition, note: $note) { ...ReturnFields } }\n"): (typeof documents)["\n  mutation ReceiveReturn($id: ID!, $disposition: ReturnDisposition!, $note: String!) { receiveReturn(id: $id, disposition: $disposition, note: $note) { ...ReturnFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderFreight($purchaseOrderId: ID!, $freightCents: Int!) {\n    setOrderFreight(purchaseOrderId: $purchaseOrderId, freightCents: $freightCents) { id freightCents freightPending taxCents totalCents balanceCents }\n  }\n"): (typeof documents)["\n  mutation SetOrderFreight($purchaseOrderId: ID!, $freightCents: Int!) {\n    setOrderFreight(purchaseOrderId: $purchaseOrderId, freightCents: $freightCents) { id freightCents freightPending taxCents totalCents balanceCents }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPromisedDeliveryDate($purchaseOrderId: ID!, $promisedDeliveryDate: String!) {\n    setPromisedDeliveryDate(purchaseOrderId: $purchaseOrderId, promisedDeliveryDate: $promisedDeliveryDate) { id requestedDeliveryOn promisedDeliveryOn promisedLate }\n  }\n"): (typeof documents)["\n  mutation SetPromisedDeliveryDate($purchaseOrderId: ID!, $promisedDeliveryDate: String!) {\n    setPromisedDeliveryDate(purchaseOrderId: $purchaseOrderId, promisedDeliveryDate: $promisedDeliveryDate) { id requestedDeliveryOn promisedDeliveryOn promisedLate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShipToLocations {\n    myCompany { id name locations { id label addressLine1 addressLine2 city region postalCode country } }\n  }\n"): (typeof documents)["\n  query ShipToLocations {\n    myCompany { id name locations { id label addressLine1 addressLine2 city region postalCode country } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutShipTo($locationId: ID) { chooseShipToLocation(locationId: $locationId) }\n"): (typeof documents)["\n  mutation CheckoutShipTo($locationId: ID) { chooseShipToLocation(locationId: $locationId) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShipment($orderId: ID!, $lines: [ShipmentLineInput!]!, $warehouseId: ID, $carrier: String!, $service: String!, $trackingNumber: String!, $trackingUrl: String) {\n    createShipment(orderId: $orderId, lines: $lines, warehouseId: $warehouseId, carrier: $carrier, service: $service, trackingNumber: $trackingNumber, trackingUrl: $trackingUrl) {\n      id shipmentNumber\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShipment($orderId: ID!, $lines: [ShipmentLineInput!]!, $warehouseId: ID, $carrier: String!, $service: String!, $trackingNumber: String!, $trackingUrl: String) {\n    createShipment(orderId: $orderId, lines: $lines, warehouseId: $warehouseId, carrier: $carrier, service: $service, trackingNumber: $trackingNumber, trackingUrl: $trackingUrl) {\n      id shipmentNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkShipmentDelivered($id: ID!) {\n    markShipmentDelivered(id: $id) { id deliveredAt }\n  }\n"): (typeof documents)["\n  mutation MarkShipmentDelivered($id: ID!) {\n    markShipmentDelivered(id: $id) { id deliveredAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingMethods {\n    shippingMethods { id name kind isDefault active }\n  }\n"): (typeof documents)["\n  query ShippingMethods {\n    shippingMethods { id name kind isDefault active }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitOrder($itemIds: [ID!]!, $details: CheckoutDetailsInput!, $shippingMethodId: ID, $lineDeliveryDates: [LineDeliveryDateInput!]) {\n    submitOrder(itemIds: $itemIds, details: $details, shippingMethodId: $shippingMethodId, lineDeliveryDates: $lineDeliveryDates) {\n      purchaseOrder { id orderNumber invoiceNumber poNumber totalCents dueAt termsDays }\n      approvalRequest {\n        id requestNumber status netCents freightCents taxCents totalCents tax { label } requiredRoles waitingFor\n        shipTo { companyName addressLine1 addressLine2 city region postalCode country }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitOrder($itemIds: [ID!]!, $details: CheckoutDetailsInput!, $shippingMethodId: ID, $lineDeliveryDates: [LineDeliveryDateInput!]) {\n    submitOrder(itemIds: $itemIds, details: $details, shippingMethodId: $shippingMethodId, lineDeliveryDates: $lineDeliveryDates) {\n      purchaseOrder { id orderNumber invoiceNumber poNumber totalCents dueAt termsDays }\n      approvalRequest {\n        id requestNumber status netCents freightCents taxCents totalCents tax { label } requiredRoles waitingFor\n        shipTo { companyName addressLine1 addressLine2 city region postalCode country }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalPreview($itemIds: [ID!]!) {\n    approvalPreview(itemIds: $itemIds) { totalCents needsApproval requiredRoles summary reasons }\n  }\n"): (typeof documents)["\n  query ApprovalPreview($itemIds: [ID!]!) {\n    approvalPreview(itemIds: $itemIds) { totalCents needsApproval requiredRoles summary reasons }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutTaxQuote($itemIds: [ID!]!, $country: String!, $region: String, $shippingMethodId: ID) {\n    checkoutTaxQuote(itemIds: $itemIds, country: $country, region: $region, shippingMethodId: $shippingMethodId) {\n      subtotalCents freightCents freightPending shippingMethodName freightNote totalCents tax { taxCents label exemptionCertificate }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutTaxQuote($itemIds: [ID!]!, $country: String!, $region: String, $shippingMethodId: ID) {\n    checkoutTaxQuote(itemIds: $itemIds, country: $country, region: $region, shippingMethodId: $shippingMethodId) {\n      subtotalCents freightCents freightPending shippingMethodName freightNote totalCents tax { taxCents label exemptionCertificate }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFulfilment($id: ID!, $status: FulfilmentStatus!) {\n    updateFulfilment(id: $id, status: $status) { id fulfilmentStatus nextFulfilment paymentStatus daysOverdue balanceCents }\n  }\n"): (typeof documents)["\n  mutation UpdateFulfilment($id: ID!, $status: FulfilmentStatus!) {\n    updateFulfilment(id: $id, status: $status) { id fulfilmentStatus nextFulfilment paymentStatus daysOverdue balanceCents }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkAddToOrders($input: BulkAddInput!) {\n    bulkAddToOrders(input: $input) { count totalCents items { id } }\n  }\n"): (typeof documents)["\n  mutation BulkAddToOrders($input: BulkAddInput!) {\n    bulkAddToOrders(input: $input) { count totalCents items { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickOrderPreview($text: String!) {\n    quickOrderPreview(text: $text) {\n      okCount failedCount totalUnits totalCents failedLinesCsv\n      lines {\n        lineNumber reference quantityText quantity unitPriceCents lineTotalCents nudge roundUpTo ok\n        priceBreak { minQuantity unitPriceCents }\n        nextBreak { minQuantity unitPriceCents addUnits }\n        problems { code message }\n        product { id sku name }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuickOrderPreview($text: String!) {\n    quickOrderPreview(text: $text) {\n      okCount failedCount totalUnits totalCents failedLinesCsv\n      lines {\n        lineNumber reference quantityText quantity unitPriceCents lineTotalCents nudge roundUpTo ok\n        priceBreak { minQuantity unitPriceCents }\n        nextBreak { minQuantity unitPriceCents addUnits }\n        problems { code message }\n        product { id sku name }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteFields on SalesQuote {\n    id number quoteNumber status statusLabel companyId buyerId currentVersion expiresAt acceptedAt createdAt\n    versions {\n      number side authorName note freightNote expiresAt approvalNeeded approvedByName createdAt totalCents\n      lines { position productId productName sku quantity note targetPriceCents unitPriceCents referencePriceCents lineTotalCents discountBp }\n    }\n  }\n"): (typeof documents)["\n  fragment QuoteFields on SalesQuote {\n    id number quoteNumber status statusLabel companyId buyerId currentVersion expiresAt acceptedAt createdAt\n    versions {\n      number side authorName note freightNote expiresAt approvalNeeded approvedByName createdAt totalCents\n      lines { position productId productName sku quantity note targetPriceCents unitPriceCents referencePriceCents lineTotalCents discountBp }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyQuotes($status: SalesQuoteStatus) { myQuotes(status: $status) { ...QuoteFields } }\n"): (typeof documents)["\n  query MyQuotes($status: SalesQuoteStatus) { myQuotes(status: $status) { ...QuoteFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteDetails($id: ID!) { quoteDetails(id: $id) { ...QuoteFields } }\n"): (typeof documents)["\n  query QuoteDetails($id: ID!) { quoteDetails(id: $id) { ...QuoteFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuotes($status: SalesQuoteStatus, $companyId: ID) { quotes(status: $status, companyId: $companyId) { ...QuoteFields } }\n"): (typeof documents)["\n  query AdminQuotes($status: SalesQuoteStatus, $companyId: ID) { quotes(status: $status, companyId: $companyId) { ...QuoteFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteProduct($search: String!) { products(search: $search, pageSize: 5) { items { id sku name quantityRule { minimum increment maximum } } } }\n"): (typeof documents)["\n  query QuoteProduct($search: String!) { products(search: $search, pageSize: 5) { items { id sku name quantityRule { minimum increment maximum } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestQuote($lines: [SalesQuoteRequestLineInput!]!, $note: String!) { requestQuote(lines: $lines, note: $note) { ...QuoteFields } }\n"): (typeof documents)["\n  mutation RequestQuote($lines: [SalesQuoteRequestLineInput!]!, $note: String!) { requestQuote(lines: $lines, note: $note) { ...QuoteFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CounterQuote($id: ID!, $lines: [SalesQuoteRequestLineInput!]!, $note: String!, $version: Int) {\n    counterQuote(id: $id, lines: $lines, note: $note, version: $version) { ...QuoteFields }\n  }\n"): (typeof documents)["\n  mutation CounterQuote($id: ID!, $lines: [SalesQuoteRequestLineInput!]!, $note: String!, $version: Int) {\n    counterQuote(id: $id, lines: $lines, note: $note, version: $version) { ...QuoteFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptQuote($id: ID!, $version: Int) { acceptQuote(id: $id, version: $version) { quote { ...QuoteFields } items { id } } }\n"): (typeof documents)["\n  mutation AcceptQuote($id: ID!, $version: Int) { acceptQuote(id: $id, version: $version) { quote { ...QuoteFields } items { id } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineQuote($id: ID!) { declineQuote(id: $id) { ...QuoteFields } }\n"): (typeof documents)["\n  mutation DeclineQuote($id: ID!) { declineQuote(id: $id) { ...QuoteFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendQuote($id: ID!, $lines: [SalesQuotePriceLineInput!]!, $validUntil: String!, $freightNote: String!, $note: String!, $version: Int) {\n    sendQuote(id: $id, lines: $lines, validUntil: $validUntil, freightNote: $freightNote, note: $note, version: $version) { ...QuoteFields }\n  }\n"): (typeof documents)["\n  mutation SendQuote($id: ID!, $lines: [SalesQuotePriceLineInput!]!, $validUntil: String!, $freightNote: String!, $note: String!, $version: Int) {\n    sendQuote(id: $id, lines: $lines, validUntil: $validUntil, freightNote: $freightNote, note: $note, version: $version) { ...QuoteFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveQuote($id: ID!, $version: Int) { approveQuote(id: $id, version: $version) { ...QuoteFields } }\n"): (typeof documents)["\n  mutation ApproveQuote($id: ID!, $version: Int) { approveQuote(id: $id, version: $version) { ...QuoteFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteCompanyChoices($search: String, $first: Int!) { companyConnection(search: $search, first: $first) { nodes { id name } } }\n"): (typeof documents)["\n  query QuoteCompanyChoices($search: String, $first: Int!) { companyConnection(search: $search, first: $first) { nodes { id name } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankStatementLines($status: String, $first: Int!, $after: String) {\n    bankStatementLineConnection(status: $status, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id bookedOn amountCents currency reference counterparty status matchRule unappliedCents note\n        allocations { purchaseOrderId invoiceNumber amountCents }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query BankStatementLines($status: String, $first: Int!, $after: String) {\n    bankStatementLineConnection(status: $status, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id bookedOn amountCents currency reference counterparty status matchRule unappliedCents note\n        allocations { purchaseOrderId invoiceNumber amountCents }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportBankStatement($file: BankStatementFileInput!) {\n    importBankStatement(file: $file) { alreadyImported statement { id fileName creditLines newLines debitsSkipped } }\n  }\n"): (typeof documents)["\n  mutation ImportBankStatement($file: BankStatementFileInput!) {\n    importBankStatement(file: $file) { alreadyImported statement { id fileName creditLines newLines debitsSkipped } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBankLine($id: ID!, $allocations: [BankAllocationInput!]) {\n    confirmBankLine(id: $id, allocations: $allocations) { id status unappliedCents allocations { invoiceNumber amountCents } }\n  }\n"): (typeof documents)["\n  mutation ConfirmBankLine($id: ID!, $allocations: [BankAllocationInput!]) {\n    confirmBankLine(id: $id, allocations: $allocations) { id status unappliedCents allocations { invoiceNumber amountCents } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IgnoreBankLine($id: ID!, $reason: String) { ignoreBankLine(id: $id, reason: $reason) { id status note } }\n"): (typeof documents)["\n  mutation IgnoreBankLine($id: ID!, $reason: String) { ignoreBankLine(id: $id, reason: $reason) { id status note } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStatement($from: String!, $to: String!) {\n    myStatement(from: $from, to: $to) {\n      companyId companyName scope buyerEmail from to asOf\n      openingBalanceCents totalDebitCents totalCreditCents closingBalanceCents overdueCents\n      lines { on kind kindLabel reference invoiceNumber purchaseOrderId debitCents creditCents balanceCents taxCents freightCents }\n      overdue { purchaseOrderId invoiceNumber dueOn daysOverdue balanceCents }\n    }\n  }\n"): (typeof documents)["\n  query MyStatement($from: String!, $to: String!) {\n    myStatement(from: $from, to: $to) {\n      companyId companyName scope buyerEmail from to asOf\n      openingBalanceCents totalDebitCents totalCreditCents closingBalanceCents overdueCents\n      lines { on kind kindLabel reference invoiceNumber purchaseOrderId debitCents creditCents balanceCents taxCents freightCents }\n      overdue { purchaseOrderId invoiceNumber dueOn daysOverdue balanceCents }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyStatement($companyId: ID!, $from: String!, $to: String!) {\n    companyStatement(companyId: $companyId, from: $from, to: $to) {\n      companyId companyName scope buyerEmail from to asOf\n      openingBalanceCents totalDebitCents totalCreditCents closingBalanceCents overdueCents\n      lines { on kind kindLabel reference invoiceNumber purchaseOrderId debitCents creditCents balanceCents taxCents freightCents }\n      overdue { purchaseOrderId invoiceNumber dueOn daysOverdue balanceCents }\n    }\n  }\n"): (typeof documents)["\n  query CompanyStatement($companyId: ID!, $from: String!, $to: String!) {\n    companyStatement(companyId: $companyId, from: $from, to: $to) {\n      companyId companyName scope buyerEmail from to asOf\n      openingBalanceCents totalDebitCents totalCreditCents closingBalanceCents overdueCents\n      lines { on kind kindLabel reference invoiceNumber purchaseOrderId debitCents creditCents balanceCents taxCents freightCents }\n      overdue { purchaseOrderId invoiceNumber dueOn daysOverdue balanceCents }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgingReport {\n    agingReport {\n      asOf\n      rows { companyId companyName currentCents days1To30Cents days31To60Cents days61To90Cents over90Cents totalCents invoiceCount }\n      total { companyId companyName currentCents days1To30Cents days31To60Cents days61To90Cents over90Cents totalCents invoiceCount }\n    }\n  }\n"): (typeof documents)["\n  query AgingReport {\n    agingReport {\n      asOf\n      rows { companyId companyName currentCents days1To30Cents days31To60Cents days61To90Cents over90Cents totalCents invoiceCount }\n      total { companyId companyName currentCents days1To30Cents days31To60Cents days61To90Cents over90Cents totalCents invoiceCount }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReview($input: ReviewInput!) {\n    addReview(input: $input) { id photoUrl description }\n  }\n"): (typeof documents)["\n  mutation AddReview($input: ReviewInput!) {\n    addReview(input: $input) { id photoUrl description }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reviews($first: Int!, $after: String) {\n    reviewConnection(first: $first, after: $after) {\n      nodes { id photoUrl description }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query Reviews($first: Int!, $after: String) {\n    reviewConnection(first: $first, after: $after) {\n      nodes { id photoUrl description }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyActAsSession { myActAsSession { banner buyerName companyName actorName expiresAt } }\n"): (typeof documents)["\n  query MyActAsSession { myActAsSession { banner buyerName companyName actorName expiresAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartActingAs($buyerId: ID!) { startActingAs(buyerId: $buyerId) { token banner expiresAt } }\n"): (typeof documents)["\n  mutation StartActingAs($buyerId: ID!) { startActingAs(buyerId: $buyerId) { token banner expiresAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopActingAs { stopActingAs }\n"): (typeof documents)["\n  mutation StopActingAs { stopActingAs }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRepCompanies { myRepCompanies { id name members { id email displayName companyRole } } }\n"): (typeof documents)["\n  query MyRepCompanies { myRepCompanies { id name members { id email displayName companyRole } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RepCompanyActivity($companyId: ID!) {\n    repCompanyOrders(companyId: $companyId, take: 20) { id invoiceNumber buyerName poNumber totalCents paymentStatus fulfilmentStatus createdAt }\n    repQuotes(companyId: $companyId, take: 20) { id quoteNumber statusLabel createdAt }\n  }\n"): (typeof documents)["\n  query RepCompanyActivity($companyId: ID!) {\n    repCompanyOrders(companyId: $companyId, take: 20) { id invoiceNumber buyerName poNumber totalCents paymentStatus fulfilmentStatus createdAt }\n    repQuotes(companyId: $companyId, take: 20) { id quoteNumber statusLabel createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyPrices($companyId: ID!, $search: String) {\n    products(search: $search, pageSize: 20) {\n      items { id name sku priceCents companyPrice(companyId: $companyId) { unitPriceCents explanation } }\n    }\n  }\n"): (typeof documents)["\n  query CompanyPrices($companyId: ID!, $search: String) {\n    products(search: $search, pageSize: 20) {\n      items { id name sku priceCents companyPrice(companyId: $companyId) { unitPriceCents explanation } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProducts($search: String, $page: Int!, $pageSize: Int!) {\n    products(search: $search, page: $page, pageSize: $pageSize) {\n      items { id name description imageUrl priceCents fromPriceCents quantity }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query ShopProducts($search: String, $page: Int!, $pageSize: Int!) {\n    products(search: $search, page: $page, pageSize: $pageSize) {\n      items { id name description imageUrl priceCents fromPriceCents quantity }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaxRates {\n    taxRates { id country region name rateMillionths ratePercent label active }\n  }\n"): (typeof documents)["\n  query TaxRates {\n    taxRates { id country region name rateMillionths ratePercent label active }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTaxRate($id: ID, $input: TaxRateInput!) {\n    setTaxRate(id: $id, input: $input) { id country region name rateMillionths ratePercent label active }\n  }\n"): (typeof documents)["\n  mutation SetTaxRate($id: ID, $input: TaxRateInput!) {\n    setTaxRate(id: $id, input: $input) { id country region name rateMillionths ratePercent label active }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTaxRate($id: ID!) { deleteTaxRate(id: $id) }\n"): (typeof documents)["\n  mutation DeleteTaxRate($id: ID!) { deleteTaxRate(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCreditTerms($id: ID!, $terms: CreditTermsInput!) {\n    setCreditTerms(id: $id, terms: $terms) { id credit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents custom } }\n  }\n"): (typeof documents)["\n  mutation SetCreditTerms($id: ID!, $terms: CreditTermsInput!) {\n    setCreditTerms(id: $id, terms: $terms) { id credit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents custom } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftCreditHold($id: ID!) {\n    liftCreditHold(id: $id) { id credit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents custom } }\n  }\n"): (typeof documents)["\n  mutation LiftCreditHold($id: ID!) {\n    liftCreditHold(id: $id) { id credit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents custom } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErasePerson($userId: ID!) {\n    erasePerson(userId: $userId) { userId erasedEmail }\n  }\n"): (typeof documents)["\n  mutation ErasePerson($userId: ID!) {\n    erasePerson(userId: $userId) { userId erasedEmail }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MakeAdmin($email: String!) {\n    makeAdmin(email: $email) { modifiedCount user { id email role } }\n  }\n"): (typeof documents)["\n  mutation MakeAdmin($email: String!) {\n    makeAdmin(email: $email) { modifiedCount user { id email role } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAdmin($id: ID!) {\n    revokeAdmin(id: $id) { id email role }\n  }\n"): (typeof documents)["\n  mutation RevokeAdmin($id: ID!) {\n    revokeAdmin(id: $id) { id email role }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSalesRep($userId: ID!, $salesRep: Boolean!) {\n    setSalesRep(userId: $userId, salesRep: $salesRep)\n  }\n"): (typeof documents)["\n  mutation SetSalesRep($userId: ID!, $salesRep: Boolean!) {\n    setSalesRep(userId: $userId, salesRep: $salesRep)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($first: Int!, $after: String, $search: String) {\n    userConnection(first: $first, after: $after, search: $search) {\n      totalCount\n      nodes { id email displayName role salesRep credit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents custom } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($first: Int!, $after: String, $search: String) {\n    userConnection(first: $first, after: $after, search: $search) {\n      totalCount\n      nodes { id email displayName role salesRep credit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents custom } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    email\n    displayName\n    role\n    emailVerified\n    salesRep\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    email\n    displayName\n    role\n    emailVerified\n    salesRep\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExchangeToken($idToken: String!) {\n    exchangeToken(idToken: $idToken) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExchangeToken($idToken: String!) {\n    exchangeToken(idToken: $idToken) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;