/** The order lists' GraphQL documents (docs/decisions/077): the company's lists, one list, and every change. */
import { useMutation, useQuery } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../gql';
import { listCopy } from '../copy';

export const OrderListFields = graphql(`
  fragment OrderListFields on OrderList {
    id
    name
    createdByEmail
    canEdit
    lines {
      id
      productId
      sku
      productName
      quantity
      scheduleQuantity
    }
    schedule {
      everyWeeks
      dayOfMonth
      rule
      status
      nextRunOn
      endOn
      stoppedReason
      ownerEmail
      contactPhone
      runs {
        runOn
        status
        message
      }
    }
  }
`);
export const OrderListsQuery = graphql(`
  query OrderLists {
    orderLists {
      ...OrderListFields
    }
  }
`);
export const OrderListQuery = graphql(`
  query OrderList($id: ID!) {
    orderList(id: $id) {
      ...OrderListFields
    }
  }
`);
export const CreateOrderListMutation = graphql(`
  mutation CreateOrderList($input: OrderListInput!) {
    createOrderList(input: $input) {
      ...OrderListFields
    }
  }
`);
export const UpdateOrderListMutation = graphql(`
  mutation UpdateOrderList($id: ID!, $input: OrderListInput!) {
    updateOrderList(id: $id, input: $input) {
      ...OrderListFields
    }
  }
`);
export const OrderOrderListMutation = graphql(`
  mutation OrderOrderList($id: ID!, $phone: String) {
    orderOrderList(id: $id, phone: $phone) {
      addedCount
      refusedCount
      totalCents
      lines {
        productId
        sku
        productName
        quantity
        added
        lineTotalCents
        reason
      }
    }
  }
`);
export const SetOrderScheduleMutation = graphql(`
  mutation SetOrderSchedule($listId: ID!, $input: OrderScheduleInput!) {
    setOrderSchedule(listId: $listId, input: $input) {
      ...OrderListFields
    }
  }
`);
export const ChangeOrderScheduleMutation = graphql(`
  mutation ChangeOrderSchedule($listId: ID!, $action: OrderScheduleAction!) {
    changeOrderSchedule(listId: $listId, action: $action) {
      ...OrderListFields
    }
  }
`);

export const useOrderLists = () => useQuery(OrderListsQuery, { fetchPolicy: 'cache-and-network' });
export const useOrderList = (id: string) =>
  useQuery(OrderListQuery, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
export const useCreateOrderList = () =>
  useMutation(CreateOrderListMutation, { refetchQueries: ['OrderLists'] });
export const useUpdateOrderList = () => useMutation(UpdateOrderListMutation);
export const useOrderOrderList = () => useMutation(OrderOrderListMutation, { refetchQueries: ['MyOrders'] });
export const useSetOrderSchedule = () => useMutation(SetOrderScheduleMutation);
export const useChangeOrderSchedule = () => useMutation(ChangeOrderScheduleMutation);

const whole = (min: number, max: number, message: string) =>
  yup.number().typeError(message).required(message).integer(message).min(min, message).max(max, message);

export const newListSchema = yup.object({
  name: yup.string().trim().required(listCopy.create.nameRequired).max(80, listCopy.create.nameLong),
});
export const addItemSchema = yup.object({
  reference: yup.string().trim().required(listCopy.add.referenceRequired),
  quantity: whole(1, 1_000_000, listCopy.add.quantityWhole),
});
export const scheduleSchema = yup.object({
  kind: yup.string().oneOf(['WEEKS', 'DAY']).required(),
  everyWeeks: yup.mixed().when('kind', {
    is: 'WEEKS',
    then: () => whole(1, 52, listCopy.schedule.weeksWhole),
    otherwise: (s) => s.strip(),
  }),
  dayOfMonth: yup.mixed().when('kind', {
    is: 'DAY',
    then: () => whole(1, 28, listCopy.schedule.dayWhole),
    otherwise: (s) => s.strip(),
  }),
  startOn: yup.string(),
  endOn: yup.string(),
  contactPhone: yup.string().trim().required(listCopy.schedule.phoneRequired),
});

const blankOr = (schema: yup.NumberSchema) =>
  yup
    .mixed()
    .test(
      'whole',
      listCopy.add.quantityWhole,
      (v) => v === undefined || v === null || String(v).trim() === '' || schema.isValidSync(v),
    );
export const lineChangeSchema = yup.object({
  quantity: whole(1, 1_000_000, listCopy.add.quantityWhole),
  scheduleQuantity: blankOr(yup.number().integer().min(1).max(1_000_000).required()),
});
