#!/bin/sh
# deploy/compose.yaml's one-shot minio-setup service (MinIO's client image, `mc`), run before any API
# service starts and again harmlessly at every `up`:
#   - the bucket the API writes to (S3_BUCKET, the variable the API reads);
#   - anyone may read an object by its key (browsers load pictures from the API's origin under
#     /uploads/, which nginx passes to MinIO), and nothing else: no listing of the bucket;
#   - the API's own user (S3_ACCESS_KEY_ID) may put, read and delete the bucket's objects, and nothing
#     else. The root keys stay with this service and MinIO.
set -eu

mc alias set store http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing "store/$S3_BUCKET"

cat >/tmp/public-read.json <<EOF
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Principal": { "AWS": ["*"] },
      "Action": ["s3:GetObject"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]
    }
  ]
}
EOF
mc anonymous set-json /tmp/public-read.json "store/$S3_BUCKET"

cat >/tmp/pothik-api.json <<EOF
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:PutObject", "s3:GetObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]
    }
  ]
}
EOF
mc admin policy create store pothik-api /tmp/pothik-api.json
# Adding an existing user sets its secret again: a changed S3_SECRET_ACCESS_KEY takes effect.
mc admin user add store "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
if ! mc admin user info store "$S3_ACCESS_KEY_ID" | grep -q 'pothik-api'; then
  mc admin policy attach store pothik-api --user "$S3_ACCESS_KEY_ID"
fi
echo "minio: bucket $S3_BUCKET ready (objects readable by key, not listable); user $S3_ACCESS_KEY_ID may put, get and delete its objects"
